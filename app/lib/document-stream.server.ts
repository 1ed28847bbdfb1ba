const END = new TextEncoder().encode("</body></html>");

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  for (let i = haystack.indexOf(first!); i !== -1 && i <= haystack.length - needle.length;) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j += 1;
    if (j === needle.length) return i;
    i = haystack.indexOf(first!, i + 1);
  }
  return -1;
}

const join = (a: Uint8Array, b: Uint8Array) => {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
};

/**
 * Moves the document's closing `</body></html>` to the very end of the stream. React 18 writes it
 * with the shell, and what streams later (the loader data Remix hands to the browser, parts that were
 * still loading) would follow it, outside the document ("Stray start tag script" in the Nu checker).
 * Works on bytes, so the tag may be split across chunks anywhere.
 */
export function documentEndLast(): TransformStream<Uint8Array, Uint8Array> {
  let held = new Uint8Array(0);
  let found = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (found) {
        controller.enqueue(chunk);
        return;
      }
      const data = join(held, chunk);
      const at = indexOf(data, END);
      if (at !== -1) {
        found = true;
        held = new Uint8Array(0);
        if (at > 0) controller.enqueue(data.subarray(0, at));
        if (at + END.length < data.length) controller.enqueue(data.subarray(at + END.length));
        return;
      }
      // The end tag may begin in this chunk and finish in the next: keep a tail that could be its start.
      const keep = Math.min(END.length - 1, data.length);
      if (data.length > keep) controller.enqueue(data.subarray(0, data.length - keep));
      held = data.slice(data.length - keep);
    },
    flush(controller) {
      if (held.length) controller.enqueue(held);
      if (found) controller.enqueue(END);
    },
  });
}
