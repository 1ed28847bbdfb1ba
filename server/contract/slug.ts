/**
 * Characters of the five site languages mapped to Latin; Ukrainian follows the official national
 * transliteration (2010), simplified to its word-internal forms.
 */
const TRANSLITERATION: Record<string, string> = {
  // Romanian
  ă: "a",
  â: "a",
  î: "i",
  ș: "s",
  ş: "s",
  ț: "t",
  ţ: "t",
  // Polish
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
  // Czech
  á: "a",
  č: "c",
  ď: "d",
  é: "e",
  ě: "e",
  í: "i",
  ň: "n",
  ř: "r",
  š: "s",
  ť: "t",
  ú: "u",
  ů: "u",
  ý: "y",
  ž: "z",
  // Hungarian
  ö: "o",
  ő: "o",
  ü: "u",
  ű: "u",
  // German and others met in hotel names
  ä: "a",
  ß: "ss",
  à: "a",
  è: "e",
  ê: "e",
  ç: "c",
  ñ: "n",
  ô: "o",
  // Ukrainian
  а: "a",
  б: "b",
  в: "v",
  г: "h",
  ґ: "g",
  д: "d",
  е: "e",
  є: "ie",
  ж: "zh",
  з: "z",
  и: "y",
  і: "i",
  ї: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ь: "",
  ю: "iu",
  я: "ia",
  "’": "",
  "'": "",
};

/**
 * URL slug (spec §5): lowercase and trim, transliterate, spaces and slashes become dashes,
 * brackets, dots, commas and quotes are dropped.
 */
export function slugify(text: string): string {
  return Array.from(text.trim().toLowerCase())
    .map((char) => TRANSLITERATION[char] ?? char)
    .join("")
    .replace(/[()[\]{}.,"'`„”“«»]/g, "")
    .replace(/[\s/\\]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
