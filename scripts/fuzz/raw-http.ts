/**
 * One HTTP/1.1 exchange over a raw socket (node:net): the request goes out byte for byte as built, so a case can
 * send what fetch and node:http refuse to (a bad Host, a Content-Length that lies, invalid UTF-8 in the path).
 */
import { connect } from "node:net";

export interface RawRequest {
  method: string;
  /** The request target as sent, percent-encoded or not. */
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** Content-Length as sent; by default the body's length (when there is a body). */
  contentLength?: string;
  /** Sent after the head and body as they are, e.g. a second request or broken chunks. */
  trailer?: Buffer;
  /**
   * End our side after sending (a body shorter than announced then ends instead of waiting). Only for framing
   * cases: Node's server aborts the requests of a connection whose client half-closed.
   */
  halfClose?: boolean;
}

export type RawAnswer =
  | { kind: "answer"; status: number; head: string; bodyExcerpt: string; ms: number }
  /** The connection ended without a status line. */
  | { kind: "closed"; ms: number }
  | { kind: "timeout"; ms: number }
  | { kind: "error"; code: string; ms: number };

const KEEP_BYTES = 64 * 1024;

export function serialize(request: RawRequest): Buffer {
  const headers = [...request.headers];
  const length = request.contentLength ?? (request.body ? String(request.body.length) : undefined);
  if (length !== undefined) headers.push(["Content-Length", length]);
  headers.push(["Connection", "close"]);
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), request.body ?? Buffer.alloc(0), request.trailer ?? Buffer.alloc(0)]);
}

/** Sends `request` to 127.0.0.1:`port` and reads the answer until the server closes (Connection: close) or `timeoutMs`. */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port });
    const finish = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const parsed = (): RawAnswer | null => {
      const text = Buffer.concat(chunks).toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match) return null;
      const end = text.indexOf("\r\n\r\n");
      const head = end < 0 ? text : text.slice(0, end);
      const bodyExcerpt = end < 0 ? "" : text.slice(end + 4, end + 4 + 300);
      return { kind: "answer", status: Number(match[1]), head, bodyExcerpt, ms: elapsed() };
    };
    const timer = setTimeout(() => finish(parsed() ?? { kind: "timeout", ms: elapsed() }), timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      if (kept < KEEP_BYTES) chunks.push(chunk);
      kept += chunk.length;
    });
    socket.on("end", () => finish(parsed() ?? { kind: "closed", ms: elapsed() }));
    socket.on("close", () => finish(parsed() ?? { kind: "closed", ms: elapsed() }));
    // A server that answers early (413, 400) and closes may reset the rest of a large upload: its answer counts.
    socket.on("error", (error: NodeJS.ErrnoException) => finish(parsed() ?? { kind: "error", code: error.code ?? error.message, ms: elapsed() }));
    socket.on("connect", () => {
      socket.write(serialize(request), () => request.halfClose && socket.end());
    });
  });
}
