import fc from "fast-check";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { documentBody, wholeDocument } from "~/lib/document-stream.server";

async function run(chunks: (string | Uint8Array)[]): Promise<string> {
  const source = Readable.from(
    chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
  );
  return (await buffer(source.pipe(wholeDocument()))).toString("utf8");
}

describe("the document is made whole on its way out", () => {
  it("moves scripts streamed after </html> inside the document", async () => {
    const out = await run(["<!DOCTYPE html><html><body><p>Берег</p></body></html>", "<script>a()</script>"]);
    expect(out).toBe("<!DOCTYPE html><html><body><p>Берег</p><script>a()</script></body></html>");
  });

  it("drops the zero bytes React 18 leaves where a multi-byte character did not fit its buffer", async () => {
    const bytes = Buffer.from("<html><body>Бе", "utf8");
    // React wrote a full view: the two bytes of "р" did not fit, so two unused (zero) bytes follow.
    const view = Buffer.concat([bytes, Buffer.alloc(2)]);
    const out = await run([view, "рег</body></html>"]);
    expect(out).toBe("<html><body>Берег</body></html>");
    expect(Buffer.from(out).indexOf(0)).toBe(-1);
  });

  it("whatever the chunks, wherever the zeros: the same document, no U+0000, </html> last", async () => {
    const text = "<html><body><main>Řecko, Görögország, Греція</main></body></html><script>x</script>";
    const expected = "<html><body><main>Řecko, Görögország, Греція</main><script>x</script></body></html>";
    const bytes = Buffer.from(text);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 13, maxLength: 13 }),
        async (cuts, zeros) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points
            .slice(1)
            .map((end, i) => Buffer.concat([bytes.subarray(points[i], end), Buffer.alloc(zeros[i] ?? 0)]));
          expect(await run(chunks)).toBe(expected);
        },
      ),
      { seed: 9, numRuns: 300 },
    );
  });

  it("gathers React's writes and releases them as one part at each flush", async () => {
    const sink = wholeDocument();
    const parts: string[] = [];
    sink.on("data", (part: Buffer) => parts.push(part.toString("utf8")));
    for (const piece of ["<!DOCTYPE html><html><body>", "<p>Берег</p>", "<p>Řecko</p>"]) sink.write(piece);
    expect(parts).toEqual([]);
    sink.flush();
    sink.write("</body></html>");
    sink.flush();
    sink.end("<script>x</script>");
    await new Promise((resolve) => sink.on("end", resolve));
    expect(parts).toEqual([
      "<!DOCTYPE html><html><body><p>Берег</p><p>Řecko</p>",
      "<script>x</script></body></html>",
    ]);
  });

  it("passes a fragment without the end tag through unchanged", async () => {
    expect(await run(["<p>fragment", "</p>"])).toBe("<p>fragment</p>");
  });
});

describe("a visitor who leaves mid-answer", () => {
  const page = "<!DOCTYPE html><html><body>" + "<p>Berg</p>".repeat(5000) + "</body></html>";
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("after the render ended, with bytes still waiting: the body ends quietly, nothing is aborted", async () => {
    const gone: Error[] = [];
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const body = documentBody(
        (into) => into.end(page),
        (error) => gone.push(error),
      );
      await tick();
      // The compressor's pipeline cancels the stream when the socket closes.
      await body.cancel(Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" }));
      await tick();
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    expect(unhandled).toEqual([]);
    expect(gone).toEqual([]);
  });

  it("while React still renders: the render is told to stop", async () => {
    const gone: Error[] = [];
    const body = documentBody(
      (into) => {
        into.write("<!DOCTYPE html><html><body><p>");
        into.flush(); // as React does after each pass of writes
      },
      (error) => gone.push(error),
    );
    const reader = body.getReader();
    await reader.read();
    await reader.cancel(new Error("Premature close"));
    await tick();
    expect(gone).toHaveLength(1);
  });

  it("when nobody leaves: the whole document", async () => {
    const body = documentBody(
      (into) => into.end(page),
      () => undefined,
    );
    expect(await new Response(body).text()).toBe(page);
  });
});
