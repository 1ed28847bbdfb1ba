import type { Locale } from "./i18n/config";

export type PluralCategory = "one" | "few" | "many" | "other";

/** Plural forms of a word in one locale; `zero` is optional and wins for 0 when present (spec §5). */
export interface PluralForms {
  zero?: string;
  one: string;
  few?: string;
  many?: string;
  other: string;
}

/**
 * The plural category of a whole number in each site language:
 * - pl: 1 → one; last digit 2–4 except 12–14 → few; otherwise many (spec §5);
 * - uk: like pl, but 21, 31, … (not 11) are one;
 * - cs: 1 → one; 2–4 → few; otherwise other;
 * - ro: 1 → one; 0 and numbers ending in 01–19 → few ("2 nopți"); otherwise other ("20 de nopți");
 * - hu: 1 → one; otherwise other.
 */
export function pluralCategory(locale: Locale, count: number): PluralCategory {
  const n = Math.abs(Math.trunc(count));
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  const fewEnding = lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14);
  switch (locale) {
    case "pl":
      if (n === 1) return "one";
      return fewEnding ? "few" : "many";
    case "uk":
      if (lastDigit === 1 && lastTwo !== 11) return "one";
      return fewEnding ? "few" : "many";
    case "cs":
      if (n === 1) return "one";
      return n >= 2 && n <= 4 ? "few" : "other";
    case "ro":
      if (n === 1) return "one";
      return n === 0 || (lastTwo >= 1 && lastTwo <= 19) ? "few" : "other";
    case "hu":
      return n === 1 ? "one" : "other";
  }
}

/** Picks the form for `count` and puts the number in place of {{count}}. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const category = pluralCategory(locale, count);
  const template =
    count === 0 && forms.zero !== undefined ? forms.zero : (forms[category] ?? forms.many ?? forms.other);
  return template.replace(/\{\{count\}\}/g, String(count));
}
