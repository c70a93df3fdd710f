import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createOutboxMail, outboxDir } from "./outbox.server";
import { readOutbox } from "./testing/outbox-reader";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the outbox", () => {
  it("names a message's file after a cut of its address, so a long or odd address still goes out", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-outbox-"));
    dirs.push(dataDir);
    const to = `${"a".repeat(300)}/../ñ@example.com`;
    await createOutboxMail(dataDir, "shop@example.com", () => {}).send({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
    const [name] = readdirSync(outboxDir(dataDir));
    expect(Buffer.byteLength(name!)).toBeLessThanOrEqual(120);
    expect(name).toMatch(/^[\w@.+-]+\.eml$/);
    expect((await readOutbox(dataDir)).map((m) => m.to)).toEqual([to]);
  });
});
