import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { codeMail } from "./code-mail";
import { composeMail } from "./compose.server";
import { createOutboxMail } from "./outbox.server";
import { findOneTimeCode, readLatestOutboxCode, readOutbox } from "./testing/outbox-reader";
import strings from "../../../content/strings/auth-mail.json";

const stringsIn = (lang: "en" | "es") => Object.fromEntries(Object.entries(strings).map(([k, v]) => [k, v[lang]]));

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  dirs.push(dir);
  return dir;
}

describe("composed messages", () => {
  const sentAt = new Date("2026-01-02T03:04:05.678Z");
  it("read back exactly: non-ASCII sender and subject, text and HTML alternatives, the millisecond time", async () => {
    const raw = await composeMail(
      { to: "a@b.example", subject: "Su código de acceso", text: "Línea 1\nLínea 2", html: "<p>Línea</p>" },
      "Tienda Ñandú <no-reply@shop.example>",
      sentAt,
    );
    expect(raw.toString("latin1")).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.text).toBe('"Tienda Ñandú" <no-reply@shop.example>');
    expect(parsed.subject).toBe("Su código de acceso");
    expect(parsed.text).toBe("Línea 1\nLínea 2");
    expect(parsed.html).toBe("<p>Línea</p>");
    expect(parsed.headers.get("x-sent-at")).toBe(sentAt.toISOString());
  });
  it("finds the code", () => {
    expect(findOneTimeCode("Your code:\n\n042917\n")).toBe("042917");
    expect(findOneTimeCode("no code 12345 here")).toBeNull();
  });
});

describe("code mail", () => {
  it("is in the visitor's language with the code and the login link in its body, not in its subject", () => {
    for (const lang of ["en", "es"] as const) {
      const mail = codeMail({
        to: "a@b.example",
        code: "123456",
        strings: stringsIn(lang),
        loginUrl: "https://shop.example/login",
        siteUrl: "https://shop.example",
      });
      expect(mail.subject).toBe(strings.authMailCodeSubject[lang]);
      expect(mail.subject).not.toMatch(/\d/);
      expect(mail.text).toContain("\n123456\n");
      expect(mail.text).toContain("https://shop.example/login");
      expect(mail.text).not.toContain("-data missing-");
      expect(mail.html).toContain("123456");
    }
  });
});

describe("outbox", () => {
  it("writes one .eml per message, reads the newest code per address, and logs neither a code nor a subject", async () => {
    const dir = await tempDir();
    const lines: string[] = [];
    const mail = createOutboxMail(dir, "f@x.example", (l) => lines.push(l));
    const code = (to: string, c: string) =>
      codeMail({ to, code: c, strings: stringsIn("en"), loginUrl: "https://s.example/login", siteUrl: "https://s.example" });
    await mail.send(code("Maria@Example.com", "111111"));
    await mail.send(code("maria@example.com", "222222"));
    await mail.send({ ...code("tom@example.com", "333333"), subject: "Private subject" });
    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(/111111|222222|333333|sign-in code|Private subject/);
    expect(await readLatestOutboxCode(dir, "MARIA@example.com")).toBe("222222");
    expect(await readLatestOutboxCode(dir, "nobody@example.com")).toBeNull();
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual([strings.authMailCodeSubject.en, strings.authMailCodeSubject.en, "Private subject"]);
    expect(await readFile(path.join(dir, "outbox", files[0]!), "utf8")).toMatch(/^From: f@x\.example\r\nTo: Maria@example\.com\r\n/m);
  });
  it("fails the send when it cannot write", async () => {
    const dir = await tempDir();
    // DATA_DIR is a file: the outbox folder cannot be made.
    await writeFile(path.join(dir, "file"), "");
    const mail = createOutboxMail(path.join(dir, "file"), "f@x.example", () => {});
    await expect(mail.send({ to: "a@b.example", subject: "s", text: "t" })).rejects.toThrow();
  });
});
