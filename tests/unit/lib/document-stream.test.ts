import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentEndLast } from "~/lib/document-stream.server";

const encoder = new TextEncoder();

async function run(chunks: (string | Uint8Array)[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(documentEndLast())).text();
}

describe("the document's end tag is written last", () => {
  it("moves scripts streamed after </html> inside the document", async () => {
    const out = await run([
      "<!DOCTYPE html><html><body><p>Бе",
      "рег</p></body></html>",
      "<script>a()</script>",
    ]);
    expect(out).toBe("<!DOCTYPE html><html><body><p>Берег</p><script>a()</script></body></html>");
  });

  it("finds the end tag wherever the byte chunks split it (inside characters too), changing nothing else", async () => {
    const bytes = encoder.encode(
      "<html><body><main>Řecko, Görögország, Греція</main></body></html><script>x</script>",
    );
    const expected = "<html><body><main>Řecko, Görögország, Греція</main><script>x</script></body></html>";
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.slice(points[i], end));
          expect(await run(chunks)).toBe(expected);
        },
      ),
      { seed: 9, numRuns: 300 },
    );
  });

  it("passes a document without the tag through unchanged", async () => {
    expect(await run(["<p>fragment", "</p>"])).toBe("<p>fragment</p>");
  });
});
