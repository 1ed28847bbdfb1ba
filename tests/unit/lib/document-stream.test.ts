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

  it("passes a fragment without the end tag through unchanged", async () => {
    expect(await run(["<p>fragment", "</p>"])).toBe("<p>fragment</p>");
  });
});

describe("a visitor who leaves mid-answer", () => {
  const page = "<!DOCTYPE html><html><body>" + "<p>Berg</p>".repeat(5000) + "</body></html>";
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
  const prematureClose = () =>
    Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });

  /** Runs `leave` and collects what would have been an unhandled error (it would end the process). */
  async function unhandledDuring(leave: () => Promise<void>) {
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      await leave();
      await tick();
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    return unhandled;
  }

  it("after the render ended, with bytes still waiting: the body ends quietly, nothing is aborted", async () => {
    for (const reader of ["node", "web"] as const) {
      const gone: Error[] = [];
      // A page that fits the body's buffer: the render and its pipeline are done, the bytes wait.
      const small = page.slice(0, 8000);
      const body = documentBody(
        (into) => into.end(small),
        (error) => gone.push(error),
      );
      await tick();
      // The compressor's pipeline destroys the Node stream when the socket closes; a Web reader cancels.
      const unhandled = await unhandledDuring(async () => {
        if (reader === "node") body.node.destroy(prematureClose());
        else await body.web.cancel(prematureClose());
      });
      expect(unhandled, reader).toEqual([]);
      expect(gone, reader).toEqual([]);
    }
  });

  it("while React still renders: the render is told to stop", async () => {
    for (const reader of ["node", "web"] as const) {
      const gone: Error[] = [];
      const body = documentBody(
        (into) => into.write("<!DOCTYPE html><html><body><p>"),
        (error) => gone.push(error),
      );
      if (reader === "node") {
        body.node.read();
        body.node.destroy(prematureClose());
      } else {
        const web = body.web.getReader();
        await web.read();
        await web.cancel(prematureClose());
      }
      await tick();
      expect(gone, reader).toHaveLength(1);
    }
  });

  it("when nobody leaves: the whole document, through either stream", async () => {
    const web = documentBody(
      (into) => into.end(page),
      () => undefined,
    );
    expect(await new Response(web.web).text()).toBe(page);
    const node = documentBody(
      (into) => into.end(page),
      () => undefined,
    );
    expect((await buffer(node.node)).toString("utf8")).toBe(page);
  });

  it("the Web stream reads nothing until it is read: the Node stream is left to its own reader", async () => {
    const body = documentBody(
      (into) => into.end(page),
      () => undefined,
    );
    await tick();
    expect(body.node.readableFlowing).not.toBe(true);
    expect((await buffer(body.node)).toString("utf8")).toBe(page);
  });
});
