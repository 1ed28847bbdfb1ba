import type { DictionaryGlobal, Locale } from "../../contract";

/** A place as a sentence writes it: its name, and where ("in") and where to ("to") when declined. */
export interface PlaceInSentence {
  name: string;
  in: string | null;
  to: string | null;
}

const normalized = (text: string, locale: Locale) => text.normalize("NFC").trim().toLocaleLowerCase(locale);

/**
 * The dictionary's declinations (spec §1 "declination key/value lists") as a lookup by place name:
 * each entry is keyed by the name in the nominative, its values by the form ("in", "to"). A name
 * the dictionary does not know, or a form it leaves empty, is null, and the sentence falls back to
 * the name in the nominative; so does every name when the dictionary is missing or switched off.
 */
export function placeDeclensions(dictionary: DictionaryGlobal | null, locale: Locale) {
  const byName = new Map<string, Map<string, string>>();
  for (const entry of dictionary?.declinations ?? []) {
    const forms = new Map<string, string>();
    for (const { key, value } of entry.values) if (value.trim()) forms.set(key, value.trim());
    const name = normalized(entry.key, locale);
    if (!byName.has(name)) byName.set(name, forms);
  }
  return (name: string): PlaceInSentence => {
    const forms = byName.get(normalized(name, locale));
    return { name, in: forms?.get("in") ?? null, to: forms?.get("to") ?? null };
  };
}
