import { Transform } from "node:stream";

/**
 * A stream that holds a page until its end, then lets through `finish` of its whole text. Pages render
 * whole (no suspended parts), so holding them back delays nothing the browser could use.
 */
export function wholeDocument(finish: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.from(finish(Buffer.concat(chunks).toString("utf8"))));
    },
  });
}
