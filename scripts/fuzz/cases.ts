/**
 * The fuzz cases: case `index` of a run is drawn from its own generator seeded with (seed, index), so a run repeats
 * exactly and one case can be replayed alone (FUZZ_ONLY). Each case belongs to a family (what it varies) and is a
 * raw request; `framing` cases break HTTP's own framing, where a closed connection without an answer is fine.
 */
import { Random } from "./prng";
import type { RawRequest } from "./raw-http";
import type { ApiTarget, FormTarget, Target, Targets } from "./targets";

export interface FuzzContext {
  targets: Targets;
  /** `127.0.0.1:port` */
  host: string;
  origin: string;
  /** The Cookie header of a signed-in buyer. */
  signedInCookie: string;
  /** A signed-in buyer's access token. */
  accessToken: string;
}

export interface FuzzCase {
  index: number;
  family: string;
  /** What was varied, for the report. */
  label: string;
  signedIn: boolean;
  framing: boolean;
  request: RawRequest;
}

const MB = 1024 * 1024;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "HEAD", "CONNECT", "PROPFIND", "FOO"];

/** Field values as typed into a form, URL-encoded when used; `raw` values go into the body as they are. */
type Value = { text: string } | { raw: string };

function oddValue(r: Random, targets: Targets): Value {
  const values: (() => Value)[] = [
    () => ({ text: "" }),
    () => ({ text: "A".repeat(r.int(10_000, MB)) }),
    () => ({ text: `a\0b\0${"\0".repeat(r.int(1, 50))}` }),
    () => ({ text: "\x01\x02\x07\x1b[31m\r\n\t\x7f\u0085" }),
    () => ({ raw: "%FF%FE%C0%AF%ED%A0%80" }),
    () => ({ raw: r.pick(["%E0%A4%A", "%", "%zz", "%%%", "%u0041", "%0"]) }),
    () => ({ text: `${"a".repeat(r.int(65, 600))}@${"b".repeat(r.int(64, 600))}.example` }),
    () => ({ text: r.pick(["not-an-email", "a@", "@b", "a@b@c", "a@[127.0.0.1]", " a@b.example ", "ｆｕｌｌ@ｗｉｄｔｈ.example"]) }),
    () => ({ text: "💥\u202e\ufeff\ud800" }),
    () => ({ text: r.pick(["-1", "0", "1e309", "NaN", "Infinity", "0x10", "99999999999999999999", "1.5", "1,000", " 3 ", "2147483648"]) }),
    () => ({ text: r.pick(["<script>alert(1)</script>", "' OR 1=1 --", "${7*7}", "{{7*7}}", "__proto__", "constructor"]) }),
    () => ({ text: r.pick(["//evil.example", "javascript:alert(1)", "../../etc/passwd", "https://evil.example/x", "/\\evil.example", "%2F%2Fevil"]) }),
    () => ({ text: r.pick(targets.partNumbers) + r.pick(["", " ", "\0", "-X", "%"]) }),
    () => ({ text: r.bytes(r.int(1, 64)).toString("latin1") }),
  ];
  return r.pick(values)();
}

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates included, which encodeURIComponent refuses). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
}

function encodeFields(fields: [string, Value][]): Buffer {
  const pairs = fields.map(([k, v]) => `${percentEncode(k)}=${"raw" in v ? v.raw : percentEncode(v.text)}`);
  return Buffer.from(pairs.join("&"), "latin1");
}

/** The form's fields with some values made odd, some dropped, some repeated, and now and then odd keys. */
function mutatedForm(r: Random, form: FormTarget, targets: Targets): Buffer {
  const fields: [string, Value][] = [];
  for (const [key, text] of Object.entries(form.fields)) {
    if (r.chance(0.15)) continue;
    fields.push([key, r.chance(0.45) ? oddValue(r, targets) : { text }]);
    if (r.chance(0.1)) fields.push([key, oddValue(r, targets)]);
  }
  if (r.chance(0.3)) fields.push([r.pick(["a[b][c]", "__proto__[x]", "intent[]", "", "\0", "x".repeat(5000)]), oddValue(r, targets)]);
  let body = encodeFields(fields);
  if (r.chance(0.15)) body = Buffer.concat([body, Buffer.from(r.pick(["&&&==", "&=&=", "&intent", "&%", "&\xff\xfe=1"]), "latin1")]);
  return body;
}

/** The JSON body with a leaf replaced by the wrong type, or broken JSON, or JSON built to hurt a parser. */
function mutatedJson(r: Random, sample: unknown, targets: Targets): Buffer {
  const valid = JSON.stringify(sample);
  const wrong = () => r.pick<unknown>([null, [], {}, "str", 1e308, -1, true, 0.5, "A".repeat(r.int(1000, 200_000)), [[[[]]]], { $ne: 1 }]);
  const replaceLeaf = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== "object" || depth > 4 || r.chance(0.3)) return wrong();
    if (Array.isArray(value)) return value.map((v) => (r.chance(0.5) ? replaceLeaf(v, depth + 1) : v));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, r.chance(0.5) ? replaceLeaf(v, depth + 1) : v]));
  };
  const depth = r.int(1000, 20_000);
  const shapes: (() => string | Buffer)[] = [
    () => JSON.stringify(replaceLeaf(sample, 0)),
    () => "[".repeat(depth) + "]".repeat(depth),
    () => '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
    () => valid.slice(0, r.int(1, Math.max(1, valid.length - 1))),
    () =>
      JSON.stringify({
        ...(sample as object),
        items: Array.from({ length: r.int(1000, 50_000) }, (_, i) => ({ pn: targets.partNumbers[i % targets.partNumbers.length], quantity: 1 })),
      }),
    () => r.pick(["null", "42", '"str"', "[]", "true", "", " ", "\ufeff{}", "NaN", "{'a':1}", '{"__proto__":{"polluted":1}}', '{"a":1,"a":2}']),
    () => valid.replace(/"([^"]*)"/, '"$1\\u0000\u0000"'),
    () => Buffer.concat([Buffer.from('{"items":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]),
    () => valid.replace(/\d+/g, () => r.pick(["1e999", "-0", "99999999999999999999999", "1.0000000000000001"])),
  ];
  const body = r.pick(shapes)();
  return Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
}

function multipart(r: Random, fields: Record<string, string>, fileBytes: number): { type: string; body: Buffer } {
  const boundary = `----fuzz${r.int(0, 1e9)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(parts.join("") + file), r.bytes(fileBytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const broken = r.pick(["ok", "no-boundary", "wrong-boundary", "truncated", "no-headers"]);
  if (broken === "ok") return { type: `multipart/form-data; boundary=${boundary}`, body };
  if (broken === "no-boundary") return { type: "multipart/form-data", body };
  if (broken === "wrong-boundary") return { type: "multipart/form-data; boundary=nope", body };
  if (broken === "truncated") return { type: `multipart/form-data; boundary=${boundary}`, body: body.subarray(0, Math.floor(body.length / 2)) };
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}\r\n\r\n\r\n--${boundary}--`) };
}

/** Any form or API target as a (path, fields) pair, for families that post bodies of their own. */
function postTarget(r: Random, t: Targets): { target: Target; fields: Record<string, string>; json: unknown } {
  if (r.chance(0.65)) {
    const form = r.pick(t.forms);
    return { target: form, fields: form.fields, json: form.fields };
  }
  const api = r.pick(t.apis);
  return { target: api, fields: { data: JSON.stringify(api.json ?? {}) }, json: api.json ?? {} };
}

function apiPath(api: ApiTarget): string {
  return api.query ? `${api.path}?${api.query}` : api.path;
}

export function fuzzCase(seed: number, index: number, ctx: FuzzContext): FuzzCase {
  const r = new Random(Math.imul(seed, 1_000_003) + index);
  const t = ctx.targets;
  const signedIn = r.chance(0.4);
  const base: [string, string][] = [
    ["Host", ctx.host],
    ["User-Agent", "voltshop-fuzz"],
    ["Accept", "text/html,application/json;q=0.9,*/*;q=0.8"],
  ];
  if (signedIn) base.push(["Cookie", ctx.signedInCookie]);
  const withOrigin: [string, string][] = [...base, ["Origin", ctx.origin]];
  const made = (family: string, label: string, request: RawRequest, framing = false): FuzzCase => ({ index, family, label, signedIn, framing, request });

  const family = r.pick(["method", "form", "content-type", "json", "size", "path", "cookie", "header", "framing"]);
  switch (family) {
    case "method": {
      const target = r.pick([...t.pages, ...t.apis]);
      const method = r.pick(METHODS);
      const body = r.chance(0.4) ? Buffer.from(r.pick(["a=1", "{}", "garbage"])) : undefined;
      const path = "method" in target ? apiPath(target as ApiTarget) : target.path;
      return made(family, `${method} ${target.name}`, { method, target: method === "OPTIONS" && r.chance(0.2) ? "*" : path, headers: withOrigin, body });
    }
    case "form": {
      const form = r.pick(t.forms);
      const body = mutatedForm(r, form, t);
      return made(family, form.name, {
        method: "POST",
        target: form.path,
        headers: [...withOrigin, ["Content-Type", "application/x-www-form-urlencoded"]],
        body,
      });
    }
    case "content-type": {
      const { target, fields, json } = postTarget(r, t);
      const kind = r.pick(["none", "json-to-form", "text", "multipart", "charset", "xml", "garbage-type", "garbage-body"]);
      const form = encodeFields(Object.entries(fields).map(([k, v]) => [k, { text: v }]));
      const bodies: Record<string, () => { type?: string; body: Buffer }> = {
        none: () => ({ body: form }),
        "json-to-form": () => ({ type: "application/json", body: Buffer.from(JSON.stringify(json)) }),
        text: () => ({ type: "text/plain", body: form }),
        multipart: () => multipart(r, fields, r.int(0, 64 * 1024)),
        charset: () => ({ type: `application/x-www-form-urlencoded; charset=${r.pick(["utf-16", "x-unknown", "utf-8; boundary=x", ""])}`, body: form }),
        xml: () => ({ type: "application/xml", body: Buffer.from("<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'aaaa'>]><x>&a;</x>") }),
        "garbage-type": () => ({ type: r.pick(["garbage/;;;=", "application/x-www-form-urlencoded\0", "*/*", 'multipart/mixed; boundary="', ""]), body: form }),
        "garbage-body": () => ({ type: "application/x-www-form-urlencoded", body: r.bytes(r.int(1, 4096)) }),
      };
      const { type, body } = bodies[kind]!();
      const headers: [string, string][] = type === undefined ? withOrigin : [...withOrigin, ["Content-Type", type]];
      const method = "method" in target && target.method !== "GET" ? (target as ApiTarget).method : "POST";
      return made(family, `${kind} → ${target.name}`, { method, target: target.path, headers, body });
    }
    case "json": {
      const api = r.chance(0.8) ? r.pick(t.apis) : null;
      const target = api ?? r.pick(t.forms);
      const body = mutatedJson(r, api ? (api.json ?? {}) : (target as FormTarget).fields, t);
      const method = api && api.method !== "GET" ? api.method : r.pick(["POST", "PATCH", "PUT"]);
      const headers: [string, string][] = [
        ...withOrigin,
        ["Content-Type", r.pick(["application/json", "application/json; charset=utf-8", "application/vnd.api+json"])],
      ];
      if (api && signedIn && r.chance(0.3)) headers.push(["Authorization", `Bearer ${ctx.accessToken}`]);
      return made(family, `json ${target.name}`, { method, target: api ? apiPath(api) : target.path, headers, body });
    }
    case "size": {
      const { target, fields } = postTarget(r, t);
      const bytes = r.int(100 * 1024, 3 * MB);
      const kind = r.pick(["field", "json", "multipart", "octets"]);
      let type = "application/x-www-form-urlencoded";
      let body: Buffer;
      if (kind === "field")
        body = encodeFields([...Object.entries(fields).map(([k, v]): [string, Value] => [k, { text: v }]), ["big", { text: "x".repeat(bytes) }]]);
      else if (kind === "json") [type, body] = ["application/json", Buffer.from(JSON.stringify({ ...fields, big: "x".repeat(bytes) }))];
      else if (kind === "multipart") ({ type, body } = multipart(r, fields, bytes));
      else [type, body] = ["application/octet-stream", r.bytes(bytes)];
      return made(family, `${kind} ${(bytes / MB).toFixed(1)} MB → ${target.name}`, {
        method: "POST",
        target: target.path,
        headers: [...withOrigin, ["Content-Type", type]],
        body,
      });
    }
    case "path": {
      const page = r.pick(t.pages);
      const variants: [string, () => string][] = [
        ["broken percent", () => page.path + r.pick(["/%E0%A4%A", "%", "/%00", "/%2e%2e/%2e%2e/etc/passwd", "/%C0%AE%C0%AE/", "%2F..%2F", "/%ff%fe"])],
        [
          "raw bytes",
          () =>
            page.path +
            "/" +
            r
              .bytes(r.int(1, 16))
              .toString("latin1")
              .replace(/[\s\r\n]/g, "x"),
        ],
        ["overlong path", () => `${page.path}/${"a".repeat(r.int(2000, 30_000))}`],
        [
          "odd query",
          () =>
            `${page.path}?${r.pick(["a=%ZZ&&&==&b", "q[]=1&q[]=2&q[a]=3", "lang=xx&lng=%00", "a=1&".repeat(3000), `utm_source=${"u".repeat(5000)}`, "sort=__proto__&page=-1&pageSize=1e9", "page=99999999999999", "redirectTo=//evil.example", `icons=${"a,".repeat(2000)}`, "q=%E0%A4%A", "=&=&=", "?"])}`,
        ],
        [
          "slashes",
          () =>
            r.pick([
              "//",
              "/products//",
              "/./products/../cart",
              "/products/%2F",
              "/build/../server.js",
              "/build/%2e%2e/server.js",
              "/..%2f..%2fetc%2fpasswd",
              "/es/es/es/es",
            ]),
        ],
        ["absolute form", () => `http://evil.example${page.path}`],
        [
          "unknown",
          () =>
            `/${r.pick(["wp-admin", ".env", ".git/config", "api/private/none", "api/public/", "__test/layout", "favicon.ico", "build/missing.js", "es/productos/%20"])}`,
        ],
      ];
      const [label, build] = r.pick(variants);
      const method = r.pick(["GET", "GET", "HEAD", "POST"]);
      return made(family, `${label} ${page.name}`, { method, target: build(), headers: method === "POST" ? withOrigin : base });
    }
    case "cookie": {
      const page = r.chance(0.5) ? r.pick(t.pages).path : r.pick(t.forms).path;
      const session = /__session=([^;]+)/.exec(ctx.signedInCookie)?.[1] ?? "x";
      const flip = (s: string) => {
        const at = r.int(0, s.length - 1);
        return s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
      };
      const variants: [string, () => string][] = [
        ["garbage session", () => `__session=${r.bytes(r.int(1, 400)).toString("base64")}`],
        ["tampered session", () => `__session=${flip(session)}`],
        ["unsigned session", () => `__session=${session.split(".")[0]}`],
        ["huge cookie header", () => `a=${"c".repeat(r.int(8000, 20_000))}`],
        ["garbage cart", () => `cart=${r.pick(["", "x", "%E0%A4%A", "a.b.c", r.bytes(64).toString("base64"), "null"])}`],
        ["many cookies", () => Array.from({ length: r.int(200, 1000) }, (_, i) => `c${i}=${i}`).join("; ")],
        ["odd syntax", () => r.pick(['__session="unterminated', "__session==; ;;=", "__session=%00%ff", "; ; ;", "=", "__session=a; __session=b"])],
      ];
      const [label, cookie] = r.pick(variants);
      const method = r.pick(["GET", "POST"]);
      const headers: [string, string][] = [...base.filter(([k]) => k !== "Cookie"), ["Cookie", cookie()], ["Origin", ctx.origin]];
      const body = method === "POST" ? Buffer.from("intent=add&pn=x&quantity=1") : undefined;
      if (body) headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
      return made(family, label, { method, target: page, headers, body });
    }
    case "header": {
      const isPost = r.chance(0.5);
      const form = r.pick(t.forms);
      const target = isPost ? form.path : r.pick(t.pages).path;
      const variants: [string, () => [string, string][]][] = [
        [
          "bad host",
          () => [["Host", r.pick(["evil.example", "", "[::1", "127.0.0.1:99999", "a b", "h".repeat(3000), "localhost:0", "127.0.0.1:1@evil.example"])]],
        ],
        [
          "origin combo",
          () => [
            ["Origin", r.pick(["null", "http://evil.example", ctx.origin, "", "http://127.0.0.1", `${ctx.origin}/`])],
            ["Sec-Fetch-Site", r.pick(["cross-site", "same-origin", "none", "same-site", "garbage"])],
          ],
        ],
        ["referer only", () => [["Referer", r.pick(["http://evil.example/", `${ctx.origin}/cart`, "::::"])]]],
        ["accept-language", () => [["Accept-Language", r.pick(["*;q=abc, ,,,, zz-ZZ;q=2", "es-".repeat(2000), "\u00ff\u00fe", ";;;", "en;q=-1,es;q=NaN"])]]],
        [
          "forwarded",
          () => [
            ["X-Forwarded-For", r.pick(["garbage", "1.1.1.1, ".repeat(500), "::ffff:999.1.1.1", ""])],
            ["X-Forwarded-Host", r.pick(["evil.example", "a b", ""])],
            ["X-Forwarded-Proto", r.pick(["gopher", "https", "http, https"])],
          ],
        ],
        [
          "accept",
          () => [
            ["Accept", r.pick(["garbage", "application/json", "*/*;q=abc", ""])],
            ["Accept-Encoding", r.pick(["gzip;q=abc, br, *;q=0", "identity;q=0", "x".repeat(3000)])],
          ],
        ],
        [
          "conditional",
          () => [
            ["Range", r.pick(["bytes=999999999-", "bytes=-1,-2,-3", "lines=1-2"])],
            ["If-None-Match", `"${"e".repeat(r.int(10, 5000))}"`],
            ["If-Modified-Since", "yesterday"],
          ],
        ],
        ["many headers", () => Array.from({ length: r.int(100, 300) }, (_, i): [string, string] => [`X-Fuzz-${i}`, String(i)])],
        [
          "authorization",
          () => [
            [
              "Authorization",
              r.pick(["Bearer garbage", `Bearer ${ctx.accessToken.slice(0, -4)}AAAA`, "Basic Zm9vOmJhcg==", "Bearer ", `Bearer ${"a.".repeat(3000)}`]),
            ],
          ],
        ],
      ];
      const [label, extra] = r.pick(variants);
      const added = extra();
      const names = new Set(added.map(([k]) => k.toLowerCase()));
      const headers: [string, string][] = [...(isPost ? withOrigin : base).filter(([k]) => !names.has(k.toLowerCase())), ...added];
      const body = isPost ? encodeFields(Object.entries(form.fields).map(([k, v]) => [k, { text: v }])) : undefined;
      if (body) headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
      return made(family, `${label} ${isPost ? form.name : "GET"}`, { method: isPost ? "POST" : "GET", target, headers, body });
    }
    default: {
      const form = r.pick(t.forms);
      const body = encodeFields(Object.entries(form.fields).map(([k, v]) => [k, { text: v }]));
      const headers: [string, string][] = [...withOrigin, ["Content-Type", "application/x-www-form-urlencoded"]];
      const variants: [string, () => RawRequest][] = [
        ["length longer than body", () => ({ method: "POST", target: form.path, headers, body, contentLength: String(body.length + r.int(1, 100_000)) })],
        [
          "length shorter than body",
          () => ({
            method: "POST",
            target: form.path,
            headers,
            body,
            contentLength: String(Math.max(0, body.length - r.int(1, body.length))),
            trailer: Buffer.from("GARBAGE / HTTP/1.1\r\n\r\n"),
          }),
        ],
        [
          "length and chunked",
          () => ({
            method: "POST",
            target: form.path,
            headers: [...headers, ["Transfer-Encoding", "chunked"]],
            body: Buffer.from(`${body.length.toString(16)}\r\n${body.toString("latin1")}\r\n0\r\n\r\n`, "latin1"),
          }),
        ],
        [
          "bad chunk size",
          () => ({
            method: "POST",
            target: form.path,
            headers: [...headers, ["Transfer-Encoding", "chunked"]],
            contentLength: "",
            trailer: Buffer.from(r.pick(["zz\r\nabc\r\n0\r\n\r\n", "ffffffffffffffff\r\na", "5\r\nabc", "-1\r\n\r\n"])),
          }),
        ],
        [
          "bad length",
          () => ({ method: "POST", target: form.path, headers, body, contentLength: r.pick(["-1", "abc", "1e3", "99999999999999999999", " 5", "5, 6"]) }),
        ],
        ["two lengths", () => ({ method: "POST", target: form.path, headers: [...headers, ["Content-Length", String(body.length + 5)]], body })],
        [
          "odd transfer-encoding",
          () => ({
            method: "POST",
            target: form.path,
            headers: [...headers, ["Transfer-Encoding", r.pick(["gzip, chunked", "chunked, identity", "xchunked", "chunked\0"])]],
            body,
          }),
        ],
        ["huge header line", () => ({ method: "GET", target: "/", headers: [...base, ["X-Big", "b".repeat(r.int(17_000, 80_000))]] })],
        ["bad request line", () => ({ method: r.pick(["G E T", "get", "GET\0", ""]), target: r.pick(["/", "", "/ HTTP/1.0 x"]), headers: base })],
        ["header folding", () => ({ method: "GET", target: "/", headers: [...base, ["X-Fold", "a\r\n  folded"], ["X Bad Name", "1"]] })],
      ];
      const [label, build] = r.pick(variants);
      const request = build();
      // An empty Content-Length (the "bad chunk size" case) means none is sent.
      return made("framing", `${label} ${form.name}`, { ...request, contentLength: request.contentLength || undefined, halfClose: true }, true);
    }
  }
}
