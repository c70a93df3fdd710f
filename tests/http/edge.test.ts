import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import shell from "../../content/strings/errors.json";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { startHostRewritingProxy, type HostRewritingProxy } from "./support/host-rewriting-proxy";
import { pageText } from "./support/html";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Lang = "en" | "es";
type ShellKey = keyof typeof shell;

/** The shop's error page for `status`: its own title and message, in `lang`. */
function expectErrorPage(html: string, title: ShellKey, message: ShellKey, lang: Lang) {
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`, "i"));
  expect(html).toContain(`>${shell[title][lang]}</h1>`);
  expect(html).toContain(shell[message][lang].replace(/'/g, "&#x27;"));
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request fetch() cannot make (TRACE, a malformed Host, a body that never ends): the answer as soon as it comes.
 * A string body is sent whole; a function writes what it likes and never ends the body.
 */
function raw(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | ((write: (chunk: Buffer) => boolean) => void) } = {},
  to: BuiltServer = server,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(to.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    if (typeof body === "function") body((chunk) => !req.destroyed && req.write(chunk));
    else req.end(body);
  });
}

const FORM_ROUTES: [string, Lang][] = [
  ["/cart", "en"],
  ["/es/carrito", "es"],
  ["/login", "en"],
  ["/es/login", "es"],
  ["/switch-language", "en"],
  ["/logout", "en"],
];

const NOT_FORMS: [string, string | undefined, string, number][] = [
  ["JSON", "application/json", '{"intent":"clear"}', 415],
  ["text", "text/plain", "intent=clear", 415],
  ["no content type", undefined, "intent=clear", 415],
  ["malformed multipart", "multipart/form-data; boundary=xyz", "--nope\r\nnot a part", 400],
];

describe("bodies that are not forms", () => {
  it.each(FORM_ROUTES)("are refused on %s with 415/400 in the shop's error page", async (path, lang) => {
    for (const [, type, body, status] of NOT_FORMS) {
      const res = await fetch(`${server.url}${path}`, { method: "POST", body: new Blob([body], type ? { type } : {}), redirect: "manual" });
      expect(res.status, `${path} ${type}`).toBe(status);
      const html = await pageText(res);
      if (status === 415) expectErrorPage(html, "shellUnsupportedTypeTitle", "shellUnsupportedTypeMessage", lang);
      else expectErrorPage(html, "shellBadRequestTitle", "shellBadRequestMessage", lang);
    }
  });

  it("speaks the visitor's language on the routes without one in their path", async () => {
    const res = await fetch(`${server.url}/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "es-MX,es;q=0.9" },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expectErrorPage(await pageText(res), "shellUnsupportedTypeTitle", "shellUnsupportedTypeMessage", "es");
  });
});

describe("methods", () => {
  it.each(["PUT", "DELETE"])("answers %s /cart with 405, Allow and the error page", async (method) => {
    const res = await fetch(`${server.url}/es/carrito`, { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=clear" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    expectErrorPage(await pageText(res), "shellMethodNotAllowedTitle", "shellMethodNotAllowedMessage", "es");
  });

  it("answers TRACE with 405 and Allow", async () => {
    const res = await raw("/", { method: "TRACE" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
    expectErrorPage(res.body, "shellMethodNotAllowedTitle", "shellMethodNotAllowedMessage", "en");
  });

  it("answers a post to a resource route without an action with 405 in the error page, not Remix's error JSON", async () => {
    const res = await fetch(`${server.url}/robots.txt`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expectErrorPage(await pageText(res), "shellMethodNotAllowedTitle", "shellMethodNotAllowedMessage", "en");
  });

  it("says a content page takes no posts (405), not that something broke", async () => {
    const res = await fetch(`${server.url}/es/acerca-de`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    const html = await pageText(res);
    expectErrorPage(html, "shellMethodNotAllowedTitle", "shellMethodNotAllowedMessage", "es");
    expect(html).not.toContain(shell.shellServerErrorTitle.es);
  });
});

describe("malformed requests", () => {
  it("answers a Host that is no host with 400", async () => {
    const res = await raw("/es/carrito", { headers: { Host: "a b" } });
    expect(res.status).toBe(400);
    expectErrorPage(res.body, "shellBadRequestTitle", "shellBadRequestMessage", "es");
  });

  it("answers a broken percent-encoding with the shop's 400 page", async () => {
    const res = await fetch(`${server.url}/%E0%A4%A`);
    expect(res.status).toBe(400);
    expectErrorPage(await pageText(res), "shellBadRequestTitle", "shellBadRequestMessage", "en");
  });

  it("refuses Sec-Fetch-Site none with a foreign Origin (403), no 500", async () => {
    const res = await fetch(`${server.url}/cart`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "none", Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=clear",
    });
    expect(res.status).toBe(403);
    expectErrorPage(await pageText(res), "shellForbiddenTitle", "shellForbiddenMessage", "en");
  });
});

describe("posts without Origin", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${server.url}/es/carrito`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "intent=clear",
    });

  it("refuses one whose Referer is another site's page (403 in the shop's error page)", async () => {
    for (const referer of ["https://evil.example/form.html", "http://127.0.0.1:1/es/carrito"]) {
      const res = await post({ Referer: referer });
      expect(res.status, referer).toBe(403);
      expectErrorPage(await pageText(res), "shellForbiddenTitle", "shellForbiddenMessage", "es");
    }
  });

  it("takes one sent from the shop's own page, or by a client that sends neither (curl, webhooks)", async () => {
    expect((await post({ Referer: `${server.url}/es/carrito` })).status).toBe(303);
    expect((await post({})).status).toBe(303);
  });
});

describe("request targets and forwarding headers", () => {
  it("answers a Host with a port past 65535 with 400", async () => {
    const res = await raw("/es/carrito", { headers: { Host: "127.0.0.1:99999" } });
    expect(res.status).toBe(400);
  });

  it("serves an absolute-form target by its path, on this server's host", async () => {
    const res = await raw("http://evil.example/es/tienda");
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="es"/i);
    expect(res.body).not.toContain("evil.example");
  });

  it("answers OPTIONS * with 400", async () => {
    expect((await raw("*", { method: "OPTIONS" })).status).toBe(400);
  });

  it("ignores X-Forwarded-Host from a peer that is no trusted proxy (a same-origin post still works)", async () => {
    const origin = new URL(server.url).origin;
    const res = await fetch(`${server.url}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "X-Forwarded-Host": "evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=clear",
    });
    expect(res.status).toBe(303);
  });

  it("takes a post whose Origin is this host in other letter case (no 500 from Remix's own check)", async () => {
    const { host } = new URL(server.url);
    const res = await raw("/cart", {
      method: "POST",
      headers: {
        Host: host.replace("127.0.0.1", "LOCALHOST"),
        Origin: `http://localhost:${new URL(server.url).port}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=clear",
    });
    expect(res.status).toBe(303);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(`CONNECT ${hostname}:${port} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`));
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain("Allow: GET, HEAD, POST");
  });
});

describe("behind a proxy that rewrites Host (nginx's default proxy_pass)", () => {
  let proxy: HostRewritingProxy;
  let proxied: BuiltServer;
  /** The address buyers use: the proxy's port under the name of the shop, as PUBLIC_URL says. */
  let publicUrl: string;
  beforeAll(async () => {
    proxy = await startHostRewritingProxy();
    publicUrl = `http://localhost:${new URL(proxy.url).port}`;
    proxied = await startBuiltServer({ PUBLIC_URL: publicUrl });
    proxy.forwardTo(proxied.url);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await proxied?.stop();
  });

  const post = (path: string, origin: string, body: string) =>
    fetch(`${proxy.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  it("takes a form post whose Origin is the configured public URL, and sends the buyer back on the public address", async () => {
    const added = await post("/cart", publicUrl, "intent=add&pn=CAM-10-AM&quantity=1");
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/cart");
    const cookie = added.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const cart = await pageText(fetch(`${proxy.url}/cart`, { headers: { Cookie: cookie } }));
    expect(cart).toContain("CAM-10-AM");
    expect(cart).not.toContain(new URL(proxied.url).host);
  });

  it("takes the Spanish form posts too", async () => {
    expect((await post("/es/carrito", publicUrl, "intent=clear")).status).toBe(303);
  });

  it("refuses an untrusted Origin with 403 in the shop's error page, never 500", async () => {
    for (const origin of ["https://evil.example", `https://localhost:${new URL(proxy.url).port}`, "null"]) {
      const res = await post("/es/carrito", origin, "intent=clear");
      expect(res.status, origin).toBe(403);
      expectErrorPage(await pageText(res), "shellForbiddenTitle", "shellForbiddenMessage", "es");
    }
  });
});

describe("body limits", () => {
  const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

  it("answers 413 at once to a Content-Length over the limit, reading none of it", async () => {
    const started = Date.now();
    const res = await raw("/cart", {
      method: "POST",
      headers: { ...FORM, "Content-Length": String(400 * 1024 * 1024) },
      body: (write) => write(Buffer.from("intent=")),
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(Date.now() - started).toBeLessThan(5_000);
    expectErrorPage(res.body, "shellPayloadTooLargeTitle", "shellPayloadTooLargeMessage", "en");
  });

  it("answers 413 to a chunked body as it passes the limit, and /healthz answers meanwhile", async () => {
    let sent = 0;
    let writing = true;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const answer = raw("/es/carrito", {
      method: "POST",
      headers: { ...FORM, "Transfer-Encoding": "chunked" },
      body: (write) => {
        // Keeps sending until the answer comes: an endless body.
        const pump = () => {
          while (writing && sent < 64 * 1024 * 1024) {
            sent += chunk.length;
            if (!write(chunk)) return void setTimeout(pump, 1);
          }
        };
        pump();
      },
    });
    const healthStarted = Date.now();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(Date.now() - healthStarted).toBeLessThan(3_000);
    const res = await answer;
    writing = false;
    expect(res.status).toBe(413);
    expectErrorPage(res.body, "shellPayloadTooLargeTitle", "shellPayloadTooLargeMessage", "es");
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it("answers an API's oversized JSON with 413 JSON in the caller's language", async () => {
    const res = await fetch(`${server.url}/api/private/contacts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "es" },
      body: JSON.stringify({ items: "x".repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: shell.shellPayloadTooLargeTitle.es, message: shell.shellPayloadTooLargeMessage.es });
  });

  it("still takes an ordinary form", async () => {
    const res = await fetch(`${server.url}/cart`, { method: "POST", headers: FORM, body: "intent=clear", redirect: "manual" });
    expect(res.status).toBe(303);
  });
});

describe("the cXML entry point", () => {
  const TEXT = { "Content-Type": "text/plain" };
  /** The `Status` code of a cXML answer. */
  const cxmlCode = (body: string) => /<Status code="(\d+)"/.exec(body)?.[1];
  const CAP = 256 * 1024;
  const filled = (unit: string, prefix = "") => prefix + unit.repeat(Math.floor((CAP - prefix.length) / unit.length));

  it("answers adversarial 256 KiB documents in well under a second each, and /healthz meanwhile", async () => {
    for (const [name, doc] of [
      ["comments", filled("<!--")],
      ["CDATA sections", filled("<![CDATA[", "<cXML>")],
      ["processing instructions", filled("<?", "<cXML>")],
      ["attribute values", filled(' a="', "<cXML")],
      ["nesting", filled("<a>")],
    ]) {
      const started = Date.now();
      const answer = fetch(`${server.url}/punchout/cxml`, { method: "POST", headers: TEXT, body: doc });
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status, name).toBe(200);
      const res = await answer;
      expect(Date.now() - started, name).toBeLessThan(1_000);
      expect(res.status, name).toBe(200);
      expect(cxmlCode(await res.text()), name).toBe("406");
    }
  });

  it("refuses a browser's cross-site post with 403 in cXML, as a server's post without browser headers is read", async () => {
    const forged = await fetch(`${server.url}/punchout/cxml`, {
      method: "POST",
      headers: { ...TEXT, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      body: "<!--",
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("content-type")).toContain("text/xml");
    expect(cxmlCode(await forged.text())).toBe("403");
    const server2server = await fetch(`${server.url}/punchout/cxml`, { method: "POST", headers: TEXT, body: "<cXML>" });
    expect(cxmlCode(await server2server.text())).toBe("406");
  });

  it.each(["PATCH", "PUT", "DELETE", "GET"])("answers %s with 405 and Allow: POST, in cXML", async (method) => {
    const res = await fetch(`${server.url}/punchout/cxml`, { method, headers: TEXT, ...(method === "GET" ? {} : { body: "<cXML/>" }) });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(cxmlCode(await res.text())).toBe("450");
  });

  it("answers a body over the cap with the cXML 406, chunked as with a Content-Length", async () => {
    const chunk = Buffer.alloc(16 * 1024, "a");
    let writing = true;
    const chunked = await raw("/punchout/cxml", {
      method: "POST",
      headers: { ...TEXT, "Transfer-Encoding": "chunked" },
      body: (write) => {
        const pump = () => {
          while (writing) if (!write(chunk)) return void setTimeout(pump, 1);
        };
        pump();
      },
    });
    writing = false;
    const declared = await raw("/punchout/cxml", { method: "POST", headers: { ...TEXT, "Content-Length": String(CAP + 1) }, body: (write) => write(chunk) });
    for (const res of [chunked, declared]) {
      expect(res.status).toBe(200);
      expect(res.headers.connection).toBe("close");
      expect(cxmlCode(res.body)).toBe("406");
      expect(res.body).toContain(`larger than ${CAP} bytes`);
    }
  });
});

describe("load shedding", () => {
  let busy: BuiltServer;
  beforeAll(async () => {
    // PunchOut's per-IP limit at 3 a minute; clients told apart by X-Forwarded-For from loopback.
    busy = await startBuiltServer({
      MAX_CONCURRENT_RENDERS: "1",
      RENDER_QUEUE_LIMIT: "1",
      RENDER_QUEUE_TIMEOUT_MS: "200",
      TRUST_PROXY: "loopback",
      PUNCHOUT_RATE_LIMIT_FACTOR: "0.025",
    });
  }, 120_000);
  afterAll(async () => {
    await busy?.stop();
  });

  it("sheds renders past the queue with a fast 503 + Retry-After, keeps /healthz and finishes what it took", async () => {
    const cookie = { Cookie: "visitor=1" };
    // A first render warms the page's modules and the database up.
    expect((await raw("/es/carrito", { headers: cookie }, busy)).status).toBe(200);
    // node:http, one connection each: all 30 reach the server at once (fetch() here would space them out).
    const renders = Array.from({ length: 30 }, () => raw("/es/carrito", { headers: cookie }, busy));
    const healthStarted = Date.now();
    expect((await raw("/healthz", {}, busy)).status).toBe(200);
    // Without the gate it waited for every render (21 s at 200 connections); here at most for the one running.
    expect(Date.now() - healthStarted).toBeLessThan(5_000);
    const answers = await Promise.all(renders);
    const shed = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(shed.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(shed.length + served.length).toBe(answers.length);
    for (const answer of shed) {
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.body).toContain(shell.shellBusyMessage.es);
      expect(answer.body.length).toBeLessThan(1_000);
    }
    expect(busy.output()).not.toMatch(/Error/);
  }, 60_000);

  it("sheds a cXML post with a cXML Status 560 and Retry-After, not the HTML page", async () => {
    const cookie = { Cookie: "visitor=1" };
    const renders = Array.from({ length: 20 }, () => raw("/es/carrito", { headers: cookie }, busy));
    // Each from an address of its own, within PunchOut's per-IP limit.
    const posts = Array.from({ length: 10 }, (_, i) =>
      raw("/punchout/cxml", { method: "POST", headers: { "Content-Type": "text/plain", "X-Forwarded-For": `198.51.100.${i + 1}` }, body: "<cXML/>" }, busy),
    );
    const answers = await Promise.all(posts);
    await Promise.all(renders);
    const shed = answers.filter((a) => a.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    for (const answer of shed) {
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.headers["content-type"]).toContain("text/xml");
      expect(answer.body).toMatch(/<Status code="560" text="Temporary server error">/);
    }
  }, 60_000);

  it("limits PunchOut requests per IP: 429 with Retry-After, in cXML at the cXML entry point", async () => {
    const post = (ip: string) =>
      raw("/punchout/cxml", { method: "POST", headers: { "Content-Type": "text/plain", "X-Forwarded-For": ip }, body: "<cXML/>" }, busy);
    for (let i = 0; i < 3; i++) expect((await post("203.0.113.7")).status).toBe(200);
    const limited = await post("203.0.113.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).toMatch(/<Status code="560" text="Temporary server error">/);
    // The start URL and the OCI login count too, with the shop's page; another address is not held back.
    const page = await raw("/es/punchout/inicio/x", { headers: { "X-Forwarded-For": "203.0.113.7" } }, busy);
    expect(page.status).toBe(429);
    expectErrorPage(page.body, "shellTooManyRequestsTitle", "shellTooManyRequestsMessage", "es");
    expect((await post("203.0.113.8")).status).toBe(200);
  });

  it("frees the render slot of a request whose connection a broken pipelined request closed", async () => {
    const { hostname, port } = new URL(busy.url);
    const host = `${hostname}:${port}`;
    const posts = [
      `POST /logout HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${busy.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\n\r\n`,
      `POST /cart HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${busy.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\n\r\nintent`,
      // The quote call reads its own body, as a stream.
      `POST /api/public/quote HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    ];
    for (const post of posts) {
      // Node answers the broken second request 400 and closes the connection before the first one's turn comes.
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => socket.write(`${post}GARBAGE / HTTP/1.1\r\n\r\n`, () => socket.end()));
        let text = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (text += chunk));
        socket.on("close", () => resolve(text));
        socket.on("error", reject);
      });
      expect(answer, post).toMatch(/^HTTP\/1\.1 400 /);
      // One render slot on this server: had the closed request kept it, every render would now be shed.
      expect((await raw("/es/carrito", { headers: { Cookie: "visitor=1" } }, busy)).status, post).toBe(200);
    }
  }, 60_000);
});
