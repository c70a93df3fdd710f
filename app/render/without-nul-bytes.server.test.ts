import { createElement, type ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "./without-nul-bytes.server";

/** Streams `page` the way entry.server.tsx does and returns every byte sent. */
function stream(page: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        pipe(withoutNulBytes()).pipe(sink);
      },
      onShellError: reject,
    });
  });
}

/** Many short texts (React writes each into its 2,048-byte buffer) after `pad` ASCII bytes. */
function page(pad: number, word: string): ReactElement {
  const items = ["a".repeat(pad), ...Array.from({ length: 400 }, () => word)];
  return createElement(
    "ul",
    null,
    items.map((text, i) => createElement("li", { key: i }, text)),
  );
}

describe("withoutNulBytes", () => {
  // Two-, three- and four-byte characters; shifting the start by 0–7 bytes puts each character at
  // every offset across React's chunk edges.
  const cases = ["Guía", "Envío 5 €", "🔌 Relé"].flatMap((word) => Array.from({ length: 8 }, (_, pad) => ({ word, pad })));

  it.each(cases)("streams “$word” after $pad bytes with no NUL byte and valid UTF-8", async ({ word, pad }) => {
    const bytes = await stream(page(pad, word));
    expect(bytes.includes(0)).toBe(false);
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(renderToString(page(pad, word)));
  });
});
