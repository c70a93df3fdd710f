import { Transform } from "node:stream";

/**
 * React 18's `renderToPipeableStream` flushes its whole 2,048-byte buffer when a multi-byte character
 * does not fit at its end, zero padding included (facebook/react#24985, fixed only in React 19): the
 * page then carries NUL bytes (`Env\0ío`). A NUL byte is never part of a UTF-8 sequence and is a parse
 * error in HTML, so dropping every one of them, chunk by chunk, repairs the stream without buffering it.
 */
export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
