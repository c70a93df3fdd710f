/** A JSON request body read up to a size: a larger one is refused before it is all in memory. */

export type JsonBody = { ok: true; body: unknown } | { ok: false; reason: "tooLarge" | "notJson" };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return { ok: false, reason: "tooLarge" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, reason: "tooLarge" };
      }
      chunks.push(chunk.value);
    }
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
  } catch {
    return { ok: false, reason: "notJson" };
  }
}
