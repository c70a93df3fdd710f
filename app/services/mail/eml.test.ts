import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeMail } from "./code-mail";
import { findOneTimeCode, parseEml, toEml } from "./eml";
import { createOutboxMail, readLatestOutboxCode, readOutbox } from "./outbox.server";
import strings from "../../../content/strings/auth-mail.json";

const stringsIn = (lang: "en" | "es") => Object.fromEntries(Object.entries(strings).map(([k, v]) => [k, v[lang]]));

describe("eml", () => {
  const sentAt = new Date("2026-01-02T03:04:05.678Z");
  it("round-trips a plain message with non-ASCII subject", () => {
    const raw = toEml({ to: "a@b.example", subject: "Su código: 123456", text: "Línea 1\nLínea 2" }, "Shop <no-reply@shop.example>", sentAt);
    expect(raw).toContain("\r\nContent-Type: text/plain; charset=utf-8\r\n");
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(parseEml(raw)).toEqual({
      from: "Shop <no-reply@shop.example>",
      to: "a@b.example",
      subject: "Su código: 123456",
      text: "Línea 1\nLínea 2",
      sentAt: sentAt.toISOString(),
    });
  });
  it("round-trips text and html alternatives", () => {
    const parsed = parseEml(toEml({ to: "a@b.example", subject: "S", text: "plain 654321", html: "<p>html</p>" }, "f@x.example", sentAt));
    expect(parsed.text).toBe("plain 654321");
    expect(parsed.html).toBe("<p>html</p>");
  });
  it("finds the code", () => {
    expect(findOneTimeCode("Your code:\n\n042917\n")).toBe("042917");
    expect(findOneTimeCode("no code 12345 here")).toBeNull();
  });
});

describe("code mail", () => {
  it("is in the visitor's language with the code and the login link", () => {
    for (const lang of ["en", "es"] as const) {
      const mail = codeMail({
        to: "a@b.example",
        code: "123456",
        strings: stringsIn(lang),
        loginUrl: "https://shop.example/login",
        siteUrl: "https://shop.example",
      });
      expect(mail.subject).toBe(strings.authMailCodeSubject[lang].replace("~~1~~", "123456"));
      expect(mail.text).toContain("\n123456\n");
      expect(mail.text).toContain("https://shop.example/login");
      expect(mail.text).not.toContain("-data missing-");
      expect(mail.html).toContain("123456");
    }
  });
});

describe("outbox", () => {
  it("writes one .eml per message and reads the newest code per address", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    try {
      const lines: string[] = [];
      const mail = createOutboxMail(dir, "f@x.example", (l) => lines.push(l));
      await mail.send({ to: "Maria@Example.com", subject: "1", text: "code 111111" });
      await mail.send({ to: "maria@example.com", subject: "2", text: "code 222222" });
      await mail.send({ to: "tom@example.com", subject: "3", text: "code 333333" });
      const files = await readdir(path.join(dir, "outbox"));
      expect(files).toHaveLength(3);
      expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
      expect(lines).toHaveLength(3);
      expect(await readLatestOutboxCode(dir, "MARIA@example.com")).toBe("222222");
      expect(await readLatestOutboxCode(dir, "nobody@example.com")).toBeNull();
      expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(["1", "2", "3"]);
      expect(await readFile(path.join(dir, "outbox", files[0]!), "utf8")).toMatch(/^From: f@x.example\r\nTo: Maria@Example.com/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it("fails the send when it cannot write", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    try {
      // DATA_DIR is a file: the outbox folder cannot be made.
      await writeFile(path.join(dir, "file"), "");
      const mail = createOutboxMail(path.join(dir, "file"), "f@x.example", () => {});
      await expect(mail.send({ to: "a@b.example", subject: "s", text: "t" })).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
