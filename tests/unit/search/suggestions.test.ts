import { describe, expect, it } from "vitest";
import type { GsOption, SuggestResponse } from "../../../server/contract";
import {
  COMBOBOX_CLOSED,
  comboboxReducer,
  suggestionsOf,
  suggestText,
  type ComboboxAction,
  type ComboboxState,
} from "~/lib/search/suggestions";

const run = (actions: ComboboxAction[], from: ComboboxState = COMBOBOX_CLOSED) =>
  actions.reduce(comboboxReducer, from);
const key = (name: "ArrowDown" | "ArrowUp", enabled: boolean[], alt = false): ComboboxAction => ({
  type: "key",
  key: name,
  alt,
  enabled,
});
const three = [true, true, true];

describe("the suggestions' keyboard (WAI-ARIA combobox with a list, no automatic selection)", () => {
  it("opens with an answer that has options, none active; an empty answer closes it", () => {
    expect(run([{ type: "answer", count: 3 }])).toEqual({ open: true, active: -1 });
    expect(
      run([{ type: "answer", count: 3 }, key("ArrowDown", three), { type: "answer", count: 0 }]),
    ).toEqual(COMBOBOX_CLOSED);
  });

  it("moves down and up through the options and wraps around at both ends", () => {
    const open = run([{ type: "answer", count: 3 }]);
    expect(run([key("ArrowDown", three)], open).active).toBe(0);
    expect(run([key("ArrowDown", three), key("ArrowDown", three)], open).active).toBe(1);
    expect(
      run(
        [key("ArrowDown", three), key("ArrowDown", three), key("ArrowDown", three), key("ArrowDown", three)],
        open,
      ).active,
    ).toBe(0);
    expect(run([key("ArrowUp", three)], open).active).toBe(2);
    expect(run([key("ArrowDown", three), key("ArrowUp", three)], open).active).toBe(2);
  });

  it("skips options that cannot be chosen", () => {
    const enabled = [false, true, false, true];
    const open = run([{ type: "answer", count: 4 }]);
    expect(run([key("ArrowDown", enabled)], open).active).toBe(1);
    expect(run([key("ArrowDown", enabled), key("ArrowDown", enabled)], open).active).toBe(3);
    expect(
      run([key("ArrowDown", enabled), key("ArrowDown", enabled), key("ArrowDown", enabled)], open).active,
    ).toBe(1);
    expect(run([key("ArrowUp", enabled)], open).active).toBe(3);
    // Nothing can be chosen: the list opens, nothing active.
    expect(run([key("ArrowDown", [false, false])], open)).toEqual({ open: true, active: -1 });
    expect(run([{ type: "point", index: 0, enabled }], open).active).toBe(-1);
    expect(run([{ type: "point", index: 3, enabled }], open).active).toBe(3);
  });

  it("reopens a closed list with the arrows: Down at the first option, Up at the last; Alt+Down only opens", () => {
    const closed = run([
      { type: "answer", count: 3 },
      key("ArrowDown", three),
      key("ArrowDown", three),
      { type: "close" },
    ]);
    expect(closed).toEqual(COMBOBOX_CLOSED);
    expect(run([key("ArrowDown", three)], closed)).toEqual({ open: true, active: 0 });
    expect(run([key("ArrowUp", three)], closed)).toEqual({ open: true, active: 2 });
    expect(run([key("ArrowDown", three, true)], closed)).toEqual({ open: true, active: -1 });
    expect(run([key("ArrowUp", three, true)], { open: true, active: 1 })).toEqual(COMBOBOX_CLOSED);
    // No options (no answer yet): the arrows change nothing.
    expect(run([key("ArrowDown", [])], closed)).toEqual(COMBOBOX_CLOSED);
  });

  it("the pointer makes an option active only while the list is open", () => {
    expect(run([{ type: "point", index: 1, enabled: three }])).toEqual(COMBOBOX_CLOSED);
    expect(
      run([
        { type: "answer", count: 3 },
        { type: "point", index: 1, enabled: three },
      ]).active,
    ).toBe(1);
  });
});

const option = (code: string, enabled: boolean, options: GsOption[] = []): GsOption => ({
  code,
  label: code,
  value: code,
  selected: false,
  enabled,
  indeterminate: false,
  highlighted: false,
  assignedTags: [],
  options,
});

describe("the suggestions as the list shows them", () => {
  const answer: SuggestResponse = {
    destinations: [
      { code: "GR-CRE", level: "region", name: "Creta", path: ["Grecia"] },
      { code: "AT", level: "country", name: "Austria", path: [] },
      { code: "XX", level: "country", name: "Nowhere", path: [] },
    ],
    hotels: [
      { code: "H00001", slug: "creta-maris", name: "Creta Maris", place: "Hersonissos, Grecia", stars: 5 },
    ],
  };
  const tree = [option("GR", true, [option("GR-CRE", true)]), option("AT", false)];

  it("lists destinations, then hotels; a destination the tree does not offer for the trip cannot be chosen", () => {
    expect(suggestionsOf(answer, tree)).toEqual([
      { kind: "destination", code: "GR-CRE", name: "Creta", path: ["Grecia"], disabled: false },
      { kind: "destination", code: "AT", name: "Austria", path: [], disabled: true },
      { kind: "destination", code: "XX", name: "Nowhere", path: [], disabled: true },
      {
        kind: "hotel",
        slug: "creta-maris",
        name: "Creta Maris",
        place: "Hersonissos, Grecia",
        stars: 5,
        disabled: false,
      },
    ]);
  });

  it("asks only about a text the API takes (2 to 60 characters, trimmed)", () => {
    expect(suggestText(" c ")).toBeUndefined();
    expect(suggestText("")).toBeUndefined();
    expect(suggestText("  cr ")).toBe("cr");
    expect(suggestText("x".repeat(80))).toHaveLength(60);
  });
});
