import type { Resource } from "i18next";
import { LOCALES, NAMESPACES } from "./config";

// Bundled into the server build, so the running server needs no file paths to find them.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*/*.json", {
  eager: true,
});

export const resources: Resource = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, files[`../../../locales/${locale}/${ns}.json`]?.default ?? {}]),
    ),
  ]),
);
