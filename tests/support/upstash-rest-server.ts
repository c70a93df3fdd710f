/**
 * An Upstash-compatible REST endpoint in front of a real Redis server, for tests (scripts/with-redis.sh
 * starts it). It speaks what `@upstash/redis` sends: POST / with one command as a JSON array,
 * POST /pipeline and POST /multi-exec with an array of them, a Bearer token, and answers
 * `{ result }` / `{ error }`, strings base64-encoded when the client asks with `Upstash-Encoding: base64`.
 *
 * Run: tsx tests/support/upstash-rest-server.ts REDIS_URL TOKEN URL_FILE (writes its URL there once listening).
 */
import { writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { Redis } from "ioredis";

type Answer = { result: unknown } | { error: string };

/** Strings as Upstash encodes them; "OK" stays as it is, which the client expects. */
function encode(value: unknown): unknown {
  if (typeof value === "string") return value === "OK" ? value : Buffer.from(value, "utf8").toString("base64");
  return Array.isArray(value) ? value.map(encode) : value;
}

class BadRequest extends Error {}

function parseCommand(value: unknown): [string, ...string[]] {
  if (!Array.isArray(value) || value.length === 0 || typeof value[0] !== "string") throw new BadRequest("a command is a non-empty JSON array");
  return value.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))) as [string, ...string[]];
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new BadRequest("the body must be JSON");
  }
}

const failed = (error: unknown): Answer => ({ error: error instanceof Error ? error.message : String(error) });

export async function startUpstashRestServer({ redisUrl, token, port = 0 }: { redisUrl: string; token: string; port?: number }) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();

  async function run(command: [string, ...string[]]): Promise<Answer> {
    return redis.call(...command).then((result) => ({ result }), failed);
  }

  async function multiExec(commands: [string, ...string[]][]): Promise<Answer[]> {
    const transaction = redis.multi();
    for (const command of commands) transaction.call(...command);
    const replies = await transaction.exec();
    if (!replies) throw new Error("EXECABORT Transaction discarded");
    return replies.map(([error, result]) => (error ? failed(error) : { result }));
  }

  async function answer(req: IncomingMessage): Promise<{ status: number; body: Answer | Answer[] }> {
    if (req.headers.authorization !== `Bearer ${token}`) return { status: 401, body: { error: "Unauthorized" } };
    if (req.method !== "POST") return { status: 405, body: { error: "Method not allowed" } };
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const body = await readJson(req);
    if (path === "/") {
      const one = await run(parseCommand(body));
      return { status: "error" in one ? 400 : 200, body: one };
    }
    if (path !== "/pipeline" && path !== "/multi-exec") return { status: 404, body: { error: `Unknown path ${path}` } };
    if (!Array.isArray(body)) throw new BadRequest("a pipeline is a JSON array of commands");
    const commands = body.map(parseCommand);
    if (path === "/multi-exec") return { status: 200, body: await multiExec(commands) };
    const answers: Answer[] = [];
    for (const command of commands) answers.push(await run(command));
    return { status: 200, body: answers };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req)
      .catch((error: unknown) => ({ status: error instanceof BadRequest ? 400 : 500, body: failed(error) }))
      .then(({ status, body }) => {
        const base64 = req.headers["upstash-encoding"] === "base64";
        const encoded =
          !base64 || "error" in body
            ? body
            : Array.isArray(body)
              ? body.map((a) => ("result" in a ? { result: encode(a.result) } : a))
              : { result: encode(body.result) };
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(encoded));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      redis.disconnect();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [redisUrl, token, urlFile] = process.argv.slice(2);
  if (!redisUrl || !token || !urlFile) {
    console.error("usage: tsx tests/support/upstash-rest-server.ts REDIS_URL TOKEN URL_FILE");
    process.exit(2);
  }
  const server = await startUpstashRestServer({ redisUrl, token });
  await writeFile(urlFile, server.url);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
