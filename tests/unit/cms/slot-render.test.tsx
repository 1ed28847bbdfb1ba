import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CmsSlot, type CmsRegistry } from "~/components/cms/registry";
import { component } from "../../fixtures/cms";

function Fine({ component: c }: { component: { options: Record<string, string> } }) {
  return <p>{c.options.text}</p>;
}
function Thrower(): never {
  throw new Error("tiles data is malformed");
}
/** Renders part of itself before a child throws: none of it may reach the HTML. */
function Broken() {
  return (
    <section>
      <h2>Half-rendered tiles</h2>
      <Thrower />
    </section>
  );
}

/** Renders like entry.server.tsx does for crawlers: the whole document once everything is ready. */
function renderAll(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = "";
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const out = new PassThrough();
        out.on("data", (chunk: Buffer) => (html += chunk.toString()));
        out.on("end", () => resolve({ html, errors }));
        pipe(out);
      },
      onShellError: reject,
      onError(error) {
        errors.push(error);
      },
    });
  });
}

describe("CmsSlot on the server (spec §8: a component render error hides that component)", () => {
  const registry: CmsRegistry = { fine: Fine, broken: Broken };

  it("leaves a throwing component out of the HTML, reports it, and renders the rest", async () => {
    const slot = {
      name: "main",
      components: [
        component({ id: "1", name: "fine", options: { text: "Before the broken one" } }),
        component({ id: "2", name: "broken" }),
        component({ id: "3", name: "fine", options: { text: "After the broken one" } }),
      ],
    };
    const { html, errors } = await renderAll(
      <main>
        <CmsSlot slot={slot} registry={registry} />
      </main>,
    );
    expect(html).toContain("Before the broken one");
    expect(html).toContain("After the broken one");
    expect(html).not.toContain("Half-rendered tiles");
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe("tiles data is malformed");
  });

  it("renders nothing for a name the registry does not know", async () => {
    const slot = {
      name: "main",
      components: [component({ id: "1", name: "carousel-3d", options: { text: "unknown" } })],
    };
    const { html } = await renderAll(
      <div>
        <CmsSlot slot={slot} registry={registry} />
      </div>,
    );
    expect(html).toBe("<div></div>");
  });
});
