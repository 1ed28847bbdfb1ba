// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PartBoundary } from "~/components/ui/PartBoundary";
import { NAMESPACES } from "~/lib/i18n/config";
import { TranslationProvider } from "~/lib/i18n/translations";
import { createTranslator } from "~/lib/i18n/translator";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const translator = createTranslator(
  "pl",
  Object.fromEntries(
    NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(`locales/pl/${ns}.json`, "utf8")) as object]),
  ),
);

function Configurator({ broken }: { broken: boolean }) {
  if (broken) throw new Error("rooms is undefined");
  return <p>Konfigurator</p>;
}

function Page({ broken }: { broken: boolean }) {
  return (
    <TranslationProvider translator={translator}>
      <h1>Hotel Aqua</h1>
      <PartBoundary part="configurator" retryHref="/pl/vacante/aqua?adults=2">
        <Configurator broken={broken} />
      </PartBoundary>
      <p>Opis hotelu</p>
    </TranslationProvider>
  );
}

let sent: string[];
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (_url: string, data: Blob) => {
      const reader = new FileReader();
      reader.onload = () => sent.push(String(reader.result));
      reader.readAsText(data);
      return true;
    },
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("a part of the page that fails alone", () => {
  it("says so in place with a way to load the page again, keeps the rest, and reports it", async () => {
    const container = document.createElement("main");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page broken={false} />));
    expect(container.textContent).toContain("Konfigurator");

    // A live update whose answer breaks the part's render.
    await act(async () => root.render(<Page broken />));
    expect(container.textContent).toContain("Hotel Aqua");
    expect(container.textContent).toContain("Opis hotelu");
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Nie udało się wyświetlić tej części strony.");
    expect(alert?.querySelector("a")?.getAttribute("href")).toBe("/pl/vacante/aqua?adults=2");
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!)).toMatchObject({
      kind: "part-render",
      component: "configurator",
      message: "rooms is undefined",
    });
  });
});
