import { createReadableStreamFromReadable } from "@remix-run/node";
import { PassThrough, pipeline, Transform } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * The document as React's Node renderer writes it, made whole:
 * - React 18.3 writes the whole of its 2,048-byte buffer when a multi-byte character does not fit at
 *   its end, unused bytes included (react/react#31134): U+0000 bytes inside the text ("Бе\0рег"). A
 *   zero byte is never part of UTF-8 other than U+0000 itself, which no page of ours contains (the
 *   API refuses it), so every zero byte is one of those and is dropped.
 * - React writes the closing `</body></html>` with the shell, and what streams later (the loader data
 *   Remix hands to the browser, parts still loading) would follow it, outside the document ("Stray
 *   start tag script" in the Nu checker). It is held back and written last.
 * Works on bytes, so a tag may be split across chunks anywhere.
 */
export function wholeDocument(): Transform {
  let held = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let data = bytes.indexOf(0) === -1 ? bytes : Buffer.from(bytes.filter((byte) => byte !== 0));
      if (found) return done(null, data);
      if (held.length) data = Buffer.concat([held, data]);
      const at = data.indexOf(END);
      if (at !== -1) {
        found = true;
        held = Buffer.alloc(0);
        return done(null, Buffer.concat([data.subarray(0, at), data.subarray(at + END.length)]));
      }
      // The end tag may begin in this chunk and finish in the next: keep a tail that could be its start.
      const keep = Math.min(END.length - 1, data.length);
      held = Buffer.from(data.subarray(data.length - keep));
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      done(null, found ? Buffer.concat([held, END]) : held);
    },
  });
}

/**
 * The answer's body for a document React renders into `pipe`: made whole (wholeDocument), as a web
 * stream for the Response. A visitor who goes away ends it with an error at any moment: while React
 * still renders (`onGone` is called, to abort the render), or after the render ended while the last
 * bytes still wait in the body (the compressor's pipeline cancels the stream, which destroys the
 * body with "premature close"). Neither may become an unhandled 'error' event, which would take the
 * process down: the pipeline handles the first, a listener of its own the second.
 */
export function documentBody(pipe: (into: Transform) => void, onGone: (error: Error) => void) {
  const document = wholeDocument();
  const body = new PassThrough();
  body.on("error", () => {
    // Ended by the reader (the visitor left); the pipeline's callback has dealt with the render.
  });
  pipeline(document, body, (error) => {
    if (error) onGone(error);
  });
  pipe(document);
  return createReadableStreamFromReadable(body);
}
