import { readFileSync } from "node:fs";
import { createInstance, type i18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, NAMESPACES } from "~/lib/i18n/config";
import { createTranslator } from "~/lib/i18n/translator";

const resources = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, "utf8")) as object,
      ]),
    ),
  ]),
);

/** Every key of a namespace as i18next addresses it: plural keys by their base, lists whole. */
function keysOf(
  tree: object,
  prefix = "",
): { key: string; plural: boolean; list: boolean; variables: string[] }[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const path = `${prefix}${name}`;
    if (Array.isArray(value)) return [{ key: path, plural: false, list: true, variables: [] }];
    if (value && typeof value === "object") return keysOf(value as object, `${path}.`);
    const plural = /_(zero|one|few|many|other)$/.test(path);
    const variables = [...String(value).matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]!.trim());
    return [
      {
        key: plural ? path.replace(/_(zero|one|few|many|other)$/, "") : path,
        plural,
        list: false,
        variables,
      },
    ];
  });
}

/** The dotted path of every text of a namespace. */
const paths = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? paths(value as object, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );

let i18next: i18n;
beforeAll(async () => {
  i18next = createInstance();
  await i18next.init({
    lng: "ro",
    fallbackLng: "ro",
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources,
    interpolation: { escapeValue: false },
  });
});

describe("the translator says what i18next says", () => {
  for (const locale of LOCALES) {
    it(`for every key of every namespace in ${locale}`, () => {
      const translator = createTranslator(locale, resources[locale]!);
      const fixed = i18next.getFixedT(locale);
      let compared = 0;
      for (const ns of NAMESPACES) {
        const seen = new Set<string>();
        for (const { key, plural, list, variables } of keysOf(resources[locale]![ns]!)) {
          if (seen.has(key)) continue;
          seen.add(key);
          const values = Object.fromEntries(variables.map((name, i) => [name, `«${name}${i}»`]));
          const cases = plural
            ? [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 1.5].map((count) => ({ ...values, count }))
            : [values];
          for (const options of cases) {
            const asKey = `${ns}:${key}`;
            const settings = list ? { ...options, returnObjects: true } : options;
            expect(translator.t(asKey, settings), `${locale} ${asKey} ${JSON.stringify(options)}`).toEqual(
              fixed(asKey, settings as never),
            );
            expect(translator.t(key, { ...settings, ns }), `${locale} ${key} in ${ns}`).toEqual(
              fixed(key, { ...settings, ns } as never),
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(200);
    });
  }

  it("the same for missing keys, defaults, namespace lists and missing variables", () => {
    const translator = createTranslator("pl", resources.pl!);
    const fixed = i18next.getFixedT("pl");
    const cases: [string, Record<string, unknown>][] = [
      ["search:no.such.key", {}],
      ["boards.XX", { ns: "search", defaultValue: "XX" }],
      ["pluralsx.nights", { ns: "common", count: 3 }],
      ["plurals.nights", { ns: ["search", "common"], count: 3 }],
      ["plurals.nights", { ns: "common" }],
      ["search:price.save", {}],
    ];
    for (const [key, options] of cases)
      expect(translator.t(key, options), key).toEqual(fixed(key, options as never));
  });
});

describe("plurals of the site languages (spec §5)", () => {
  const t = (locale: (typeof LOCALES)[number]) => createTranslator(locale, resources[locale]!).t;
  it("says nights correctly in every locale", () => {
    expect([1, 3, 7, 13, 22].map((count) => t("pl")("plurals.nights", { count }))).toEqual([
      "1 noc",
      "3 noce",
      "7 nocy",
      "13 nocy",
      "22 noce",
    ]);
    expect([7, 21].map((count) => t("ro")("plurals.nights", { count }))).toEqual(["7 nopți", "21 de nopți"]);
    expect([21, 14].map((count) => t("uk")("plurals.nights", { count }))).toEqual(["21 ніч", "14 ночей"]);
    expect([4, 7].map((count) => t("cs")("plurals.nights", { count }))).toEqual(["4 noci", "7 nocí"]);
    expect(t("hu")("plurals.nights", { count: 7 })).toBe("7 éjszaka");
  });

  it("uses the zero form where the spec shows one, the number otherwise", () => {
    expect(t("pl")("plurals.children", { count: 0 })).toBe("bez dzieci");
    expect(t("ro")("plurals.messages", { count: 0 })).toBe("niciun mesaj");
    expect(t("pl")("search:card.starsLabel", { count: 0 })).toBe("0 gwiazdek");
  });

  it("has every plural form each language needs for every plural key", () => {
    for (const locale of LOCALES) {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const ns of NAMESPACES) {
        const forms = new Map<string, string[]>();
        for (const path of paths(resources[locale]![ns]!)) {
          const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
          if (plural) forms.set(plural[1]!, [...(forms.get(plural[1]!) ?? []), plural[2]!]);
        }
        for (const [key, have] of forms) {
          expect(
            needed.filter((form) => !have.includes(form)),
            `${locale} ${ns}:${key}`,
          ).toEqual([]);
        }
      }
    }
  });

  it("counts the chart's departure dates in words that agree with the number", () => {
    const values = { price: "500,00 €", date: "01.07.2027" };
    expect([1, 3, 20].map((count) => t("ro")("search:chart.svgDesc", { ...values, count }))).toEqual([
      "1 dată de plecare; cel mai mic preț: 500,00 € de persoană pe 01.07.2027.",
      "3 date de plecare; cel mai mic preț: 500,00 € de persoană pe 01.07.2027.",
      "20 de date de plecare; cel mai mic preț: 500,00 € de persoană pe 01.07.2027.",
    ]);
  });

  it("counts stars in words that agree with the number", () => {
    expect([1, 3, 5].map((count) => t("ro")("search:card.starsLabel", { count }))).toEqual([
      "1 stea",
      "3 stele",
      "5 stele",
    ]);
    expect([1, 4, 5].map((count) => t("pl")("search:card.starsLabel", { count }))).toEqual([
      "1 gwiazdka",
      "4 gwiazdki",
      "5 gwiazdek",
    ]);
  });
});
