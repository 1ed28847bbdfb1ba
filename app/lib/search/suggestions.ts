import type { GsOption, SuggestResponse } from "../../../server/contract";
import { flattenOptions } from "./global-search-filters";

/** How many destinations, and how many hotels, one answer suggests (SuggestQuery's limit). */
export const SUGGESTIONS_PER_KIND = 5;
/** SuggestQuery's bounds of the text: shorter or longer is never sent. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_LENGTH = 60;
/** The pause in typing after which the text is sent. */
export const SUGGEST_DELAY_MS = 250;

export type Suggestion =
  | {
      kind: "destination";
      code: string;
      name: string;
      /** Where it is: its country (and region), empty for a country. */
      path: string[];
      /** Not in the form's destination tree for this trip, or without offers: shown, not chosen. */
      disabled: boolean;
    }
  | { kind: "hotel"; slug: string; name: string; place: string; stars: number; disabled: false };

/**
 * The answer as the list shows it: destinations first, then hotels. A destination can be chosen only
 * when the form's tree offers it for the trip type chosen (the same rule as the tree's own boxes).
 */
export function suggestionsOf(answer: SuggestResponse, tree: GsOption[]): Suggestion[] {
  const offered = new Map(flattenOptions(tree).map((option) => [option.code, option.enabled]));
  return [
    ...answer.destinations.map((destination): Suggestion => ({
      kind: "destination",
      code: destination.code,
      name: destination.name,
      path: destination.path,
      disabled: offered.get(destination.code) !== true,
    })),
    ...answer.hotels.map((hotel): Suggestion => ({
      kind: "hotel",
      slug: hotel.slug,
      name: hotel.name,
      place: hotel.place,
      stars: hotel.stars,
      disabled: false,
    })),
  ];
}

/** The text as it is sent, or undefined when it is too short (or empty) to ask about. */
export function suggestText(text: string): string | undefined {
  const trimmed = text.trim().slice(0, SUGGEST_MAX_LENGTH);
  return trimmed.length >= SUGGEST_MIN_LENGTH ? trimmed : undefined;
}

/**
 * The combobox's list (WAI-ARIA APG, list autocomplete without automatic selection): whether it is
 * open, and which option is active (-1: none; the text field keeps focus, aria-activedescendant
 * points at the active option).
 */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export type ComboboxAction =
  /** A new answer came: the list opens when it has options, none active. */
  | { type: "answer"; count: number }
  /** ArrowDown / ArrowUp over the options' enabled flags (disabled options are skipped). */
  | { type: "key"; key: "ArrowDown" | "ArrowUp"; alt?: boolean; enabled: boolean[] }
  /** The pointer is over an option. */
  | { type: "point"; index: number; enabled: boolean[] }
  | { type: "close" };

export const COMBOBOX_CLOSED: ComboboxState = { open: false, active: -1 };

/** The next enabled option from `from` in direction `step`, wrapping around; -1 when none is. */
function nextEnabled(enabled: boolean[], from: number, step: 1 | -1): number {
  const count = enabled.length;
  for (let i = 1; i <= count; i += 1) {
    const index = (((from + step * i) % count) + count) % count;
    if (enabled[index]) return index;
  }
  return -1;
}

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case "answer":
      return action.count > 0 ? { open: true, active: -1 } : COMBOBOX_CLOSED;
    case "close":
      return state.open ? COMBOBOX_CLOSED : state;
    case "point":
      return state.open && action.enabled[action.index] ? { ...state, active: action.index } : state;
    case "key": {
      const { enabled } = action;
      if (enabled.length === 0) return state;
      // Alt+Down opens the list without choosing; Alt+Up closes it.
      if (action.alt)
        return action.key === "ArrowDown" ? { open: true, active: state.active } : COMBOBOX_CLOSED;
      const step = action.key === "ArrowDown" ? 1 : -1;
      // From a closed list (or none active), Down starts at the first option and Up at the last.
      const from = state.open && state.active >= 0 ? state.active : step === 1 ? -1 : enabled.length;
      return { open: true, active: nextEnabled(enabled, from, step) };
    }
  }
}
