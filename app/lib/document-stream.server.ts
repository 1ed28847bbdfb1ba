import { createReadableStreamFromReadable } from "@remix-run/node";
import { PassThrough, pipeline, Transform } from "node:stream";

const END = Buffer.from("</body></html>");

/** The bytes without their zero bytes, copied in runs between them (a page has a few dozen). */
function withoutZeros(bytes: Buffer): Buffer {
  let zero = bytes.indexOf(0);
  if (zero === -1) return bytes;
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  let from = 0;
  while (zero !== -1) {
    length += bytes.copy(out, length, from, zero);
    from = zero + 1;
    zero = bytes.indexOf(0, from);
  }
  length += bytes.copy(out, length, from);
  return out.subarray(0, length);
}

/** How many of the last bytes of `data` are the first bytes of the end tag (0 when none). */
function endTagStartAtEnd(data: Buffer): number {
  for (let length = Math.min(END.length - 1, data.length); length > 0; length -= 1) {
    if (data.subarray(data.length - length).equals(END.subarray(0, length))) return length;
  }
  return 0;
}

/** Above this many bytes held, a part is released even before React flushes. */
const RELEASE_AT = 256 * 1024;

/** A writable React renders into: `flush` is what React calls after each pass of writes. */
export type DocumentSink = Transform & { flush(): void };

/**
 * The document as React's Node renderer writes it, made whole and in few parts:
 * - React writes a 2,048-byte view at a time (some seventy writes for a listing) and calls the
 *   destination's `flush()` when a pass of writes is complete, by the convention of zlib streams.
 *   The writes are gathered and released as one part at each flush, so the streams behind (the
 *   answer's body, the compressor, the socket) handle a few large parts instead of many small ones:
 *   the shell as soon as it is complete, then what streams later.
 * - React 18.3 writes the whole of its 2,048-byte buffer when a multi-byte character does not fit at
 *   its end, unused bytes included (react/react#31134): U+0000 bytes inside the text ("Бе\0рег"). A
 *   zero byte is never part of UTF-8 other than U+0000 itself, which no page of ours contains (the
 *   API refuses it), so every zero byte is one of those and is dropped.
 * - React writes the closing `</body></html>` with the shell, and what streams later (the loader data
 *   Remix hands to the browser, parts still loading) would follow it, outside the document ("Stray
 *   start tag script" in the Nu checker). It is held back and written last.
 * Works on bytes, so a tag may be split across writes anywhere.
 */
export function wholeDocument(): DocumentSink {
  let gathered: Buffer[] = [];
  let size = 0;
  let held = Buffer.alloc(0);
  let found = false;

  /** What can go out of the gathered bytes now: zeros dropped, the end tag and a possible start of it kept. */
  const release = (): Buffer | undefined => {
    if (size === 0) return undefined;
    const bytes = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered, size);
    gathered = [];
    size = 0;
    let data = withoutZeros(bytes);
    if (found) return data;
    if (held.length) data = Buffer.concat([held, data]);
    const at = data.indexOf(END);
    if (at !== -1) {
      found = true;
      held = Buffer.alloc(0);
      return Buffer.concat([data.subarray(0, at), data.subarray(at + END.length)]);
    }
    // The end tag may begin here and finish in the next part: keep the tail that is its start.
    const keep = endTagStartAtEnd(data);
    held = Buffer.from(data.subarray(data.length - keep));
    return data.subarray(0, data.length - keep);
  };

  const sink = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      // React reuses no view it has written, so a view can be kept without a copy.
      gathered.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      size += chunk.byteLength;
      if (size >= RELEASE_AT) return done(null, release());
      done();
    },
    flush(done) {
      const last = release();
      const tail = found ? Buffer.concat([held, END]) : held;
      done(null, last ? Buffer.concat([last, tail]) : tail);
    },
  }) as DocumentSink;
  sink.flush = () => {
    const part = release();
    if (part?.length) sink.push(part);
  };
  return sink;
}

/**
 * The answer's body for a document React renders into `pipe`: made whole (wholeDocument), as a web
 * stream for the Response. A visitor who goes away ends it with an error at any moment: while React
 * still renders (`onGone` is called, to abort the render), or after the render ended while the last
 * bytes still wait in the body (the compressor's pipeline cancels the stream, which destroys the
 * body with "premature close"). Neither may become an unhandled 'error' event, which would take the
 * process down: the pipeline handles the first, a listener of its own the second.
 */
export function documentBody(pipe: (into: DocumentSink) => void, onGone: (error: Error) => void) {
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
