// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CmsSlot, type CmsRegistry } from "~/components/cms/registry";
import { isNoiseError } from "~/lib/monitoring";
import { component } from "../../fixtures/cms";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function Fine({ component: c }: { component: { options: Record<string, string> } }) {
  return <p>{c.options.text}</p>;
}
function Broken(): never {
  throw new Error("promoted links need items");
}

const registry: CmsRegistry = { fine: Fine, broken: Broken };
const slot = {
  name: "main",
  components: [
    component({ id: "1", name: "fine", options: { text: "Grecia" } }),
    component({ id: "2", name: "broken" }),
    component({ id: "3", name: "fine", options: { text: "Turcia" } }),
  ],
};

let beacons: { url: string; body: unknown }[];

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  beacons = [];
  document.body.innerHTML = "";
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, data: Blob) => {
      // jsdom's Blob has no text(); its FileReader reads it.
      const reader = new FileReader();
      reader.onload = () => beacons.push({ url, body: JSON.parse(String(reader.result)) });
      reader.readAsText(data);
      return true;
    },
  });
  // React logs caught render errors; the test looks at what the visitor and the reporter see.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("CmsSlot in the browser (spec §8)", () => {
  it("hides a component that throws, keeps the others and reports it through the tunnel", async () => {
    const container = document.createElement("main");
    document.body.append(container);
    await act(async () => createRoot(container).render(<CmsSlot slot={slot} registry={registry} />));
    expect(container.textContent).toBe("GreciaTurcia");
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toMatchObject({
      url: "/monitoring",
      body: {
        source: "browser",
        kind: "cms-render",
        message: "promoted links need items",
        component: "broken#2",
      },
    });
  });

  it("hydrates a server page that already left the component out, and keeps it out", async () => {
    const container = document.createElement("main");
    container.innerHTML = renderToString(<CmsSlot slot={slot} registry={registry} />);
    expect(container.textContent).toContain("Grecia");
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <CmsSlot slot={slot} registry={registry} />, {
        onRecoverableError: () => undefined,
      });
    });
    expect(container.textContent).toBe("GreciaTurcia");
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toMatchObject({ body: { kind: "cms-render", component: "broken#2" } });
  });
});

describe("isNoiseError (spec §8)", () => {
  it("ignores resize-observer loops, failed fetches and third-party widget errors", () => {
    expect(isNoiseError({ message: "ResizeObserver loop completed with undelivered notifications." })).toBe(
      true,
    );
    expect(isNoiseError({ message: "TypeError: Failed to fetch" })).toBe(true);
    expect(
      isNoiseError({ message: "x is undefined", stack: "at https://www.googletagmanager.com/gtm.js:1:2" }),
    ).toBe(true);
    expect(isNoiseError({ message: "x is undefined", source: "https://cdn.livechatinc.com/widget.js" })).toBe(
      true,
    );
    expect(
      isNoiseError({
        message: "Cannot read properties of undefined (reading 'items')",
        stack: "at Tiles (/assets/Tiles.js:1:1)",
      }),
    ).toBe(false);
  });
});
