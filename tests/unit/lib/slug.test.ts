import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";

describe("slugify", () => {
  it.each([
    ["  Grecia  ", "grecia"],
    ["Insula Creta", "insula-creta"],
    ["Țară și mâncare în Brașov", "tara-si-mancare-in-brasov"],
    ["Zażółć gęślą jaźń", "zazolc-gesla-jazn"],
    ["Příliš žluťoučký kůň", "prilis-zlutoucky-kun"],
    ["Árvíztűrő tükörfúrógép", "arvizturo-tukorfurogep"],
    ["Київ Львів", "kyiv-lviv"],
    ["Hotel (Adults only)", "hotel-adults-only"],
    ['Side, "Turcia".', "side-turcia"],
    ["Antalya/Side", "antalya-side"],
    ["Costa  del   Sol", "costa-del-sol"],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
