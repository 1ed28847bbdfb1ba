import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../server/contract";
import { mailTexts } from "../../../server/modules/mail/texts";

const read = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/email.json`, "utf8")) as object;

/** Every text's key, plural keys by their base. */
const keysOf = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    value && typeof value === "object"
      ? keysOf(value as object, `${prefix}${name}.`)
      : [`${prefix}${name}`.replace(/_(zero|one|few|many|other)$/, "")],
  );

describe("the API's e-mail texts (locales/*/email.json)", () => {
  const keys = [...new Set(keysOf(read("ro")))];

  it.each(LOCALES.filter((locale) => locale !== "ro"))(
    "are all written in %s, not taken from ro",
    (locale) => {
      expect(new Set(keysOf(read(locale)))).toEqual(new Set(keys));
      const t = mailTexts(locale);
      const ro = mailTexts("ro");
      for (const key of keys) {
        const options = { count: 7, email: "a@example.eu" };
        expect(t(key, options), `${locale} ${key}`).not.toBe(ro(key, options));
      }
    },
  );
});
