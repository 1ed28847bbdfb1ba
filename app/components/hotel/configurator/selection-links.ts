import type { MouseEvent } from "react";
import type { ConfiguratorState } from "../../../lib/hotel/card-params";
import { selectionQuery } from "../../../lib/hotel/card-params";
import type { ConfiguratorPart } from "./use-configurator";

export type Selection = Parameters<typeof selectionQuery>[0];

/** The selection the configurator shows, as the card's query reads it (flagged children left out). */
export function currentSelection(state: ConfiguratorState): Selection | null {
  if (!state.configurator) return null;
  const selected = state.configurator.meta.selectedValues;
  const { party } = state;
  return {
    tripType: selected.tripType,
    airportCode: selected.airportCode,
    startDate: selected.startDate,
    duration: selected.durationFrom,
    boardCode: selected.boardCode,
    roomCode: selected.roomCode,
    adultsCount: party.adultsCount,
    childrenBirthDates: party.children.filter((_, index) => !party.flagged.includes(index)),
  };
}

/**
 * Links to another selection of the same card: a plain href without JavaScript, a live load with it
 * (once the page has hydrated; before that the browser follows the link).
 */
export function selectionLinks(
  cardPath: string,
  base: Selection,
  fullPrice: boolean,
  navigate: ((href: string, what: ConfiguratorPart) => void) | undefined,
) {
  const href = (changes: Partial<Selection>, month?: string) =>
    `${cardPath}?${selectionQuery({ ...base, ...changes }, { fullPrice, month }).toString()}`;
  const linkTo = (changes: Partial<Selection>) => ({
    href: href(changes),
    onClick: (event: MouseEvent) => {
      if (!navigate) return;
      event.preventDefault();
      navigate(href(changes), "all");
    },
  });
  return { href, linkTo };
}

export type LinkTo = ReturnType<typeof selectionLinks>["linkTo"];
