/** A JSON request body read up to a size: a larger one is refused before it is all in memory. */

export type JsonBody = { ok: true; body: unknown } | { ok: false; reason: "notJsonType" | "tooLarge" | "notJson" };

/** Whether the body is declared JSON: `application/json`, with any parameters (a charset), in any letter case. */
function isJsonType(request: Request): boolean {
  return request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * The body of a JSON call. Only one sent as `application/json` is read: another site's page can post text that
 * parses as JSON, but not as application/json without a CORS preflight, which this server never grants.
 */
export async function readJsonBody(request: Request, maxBytes = Number.POSITIVE_INFINITY): Promise<JsonBody> {
  if (!isJsonType(request)) return { ok: false, reason: "notJsonType" };
  const body = await readBodyWithin(request, maxBytes);
  if (body === null) return { ok: false, reason: "tooLarge" };
  try {
    return { ok: true, body: JSON.parse(body.toString("utf8")) as unknown };
  } catch {
    return { ok: false, reason: "notJson" };
  }
}

/** The body's bytes, or null when it declares or streams more than `maxBytes` (the read stops there). */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(chunk.value);
    }
  }
  return Buffer.concat(chunks);
}
