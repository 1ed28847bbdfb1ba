import type { ConfiguratorResponse as Configurator } from "../../../../server/contract/configurator";
import { formatDisplayDate } from "../../../lib/dates";
import { useTranslation } from "../../../lib/i18n/translations";
import { usePriceWords } from "../../../lib/party-price";
import { roomCapacity } from "../../../lib/hotel/room-capacity";
import { formatPrice } from "../../../lib/price";
import type { LinkTo } from "./selection-links";

/** The party the configurator priced, for the price words (per person, or per adult with children). */
export const partyOf = (configurator: Configurator) => ({
  adults: configurator.meta.selectedValues.adultsCount,
  children: configurator.meta.selectedValues.childrenBirthDates.length,
});

/** Board types with the lowest price per person of each. */
export function BoardChoice({ configurator }: { configurator: Configurator }) {
  const { t } = useTranslation(["search"]);
  const words = usePriceWords(partyOf(configurator));
  const boards = configurator.matrix.boardTypes;
  if (boards.length === 0) return null;
  return (
    <fieldset className="configurator__group">
      <legend>{t("configurator.board")}</legend>
      {boards.map((board) => (
        <label key={board.code} className="choice">
          <input
            type="radio"
            name="board"
            value={board.code}
            defaultChecked={board.selected}
            key={`${board.code}-${board.selected}`}
          />{" "}
          {t(`boards.${board.code}`, { defaultValue: board.code })} –{" "}
          {t(words.key("configurator.fromPerPerson"), { price: formatPrice(board.pricePerPerson) })}
        </label>
      ))}
    </fieldset>
  );
}

interface RoomChoiceProps {
  configurator: Configurator;
  fullPrice: boolean;
  /** People in the party, for the "no room for …" texts. */
  people: number;
  /** The chosen date has no room for the party (it stays chosen, see TripFields). */
  keptDate: boolean;
  /** An adults-only hotel: with a child in the party, no date will have a room. */
  adultsOnly: boolean;
  state: "loading" | "loaded" | "error";
  linkTo: LinkTo;
}

/** The rooms the party fits in; with none, the nearest dates that have one (the API's hints). */
export function RoomChoice({
  configurator,
  fullPrice,
  people,
  keptDate,
  adultsOnly,
  state,
  linkTo,
}: RoomChoiceProps) {
  const { t } = useTranslation(["search"]);
  const words = usePriceWords(partyOf(configurator));
  return (
    <fieldset id="roomChoice" className="configurator__group" data-state={state}>
      <legend>{t("configurator.sections.roomChoice")}</legend>
      {configurator.rooms.map((room) => (
        <label key={room.roomCode} className="choice">
          <input
            type="radio"
            name="room"
            value={room.roomCode}
            defaultChecked={room.selected}
            key={`${room.roomCode}-${room.selected}-${room.offerCode}`}
          />{" "}
          {room.name} · {roomCapacity(t, room)} –{" "}
          {fullPrice ? formatPrice(room.fullPrice) : words.short(formatPrice(room.pricePerPerson))}
        </label>
      ))}
      {configurator.rooms.length === 0 ? (
        <RoomHints
          configurator={configurator}
          people={people}
          keptDate={keptDate}
          adultsOnly={adultsOnly}
          linkTo={linkTo}
        />
      ) : null}
    </fieldset>
  );
}

function RoomHints({
  configurator,
  people,
  keptDate,
  adultsOnly,
  linkTo,
}: Pick<RoomChoiceProps, "configurator" | "people" | "keptDate" | "adultsOnly" | "linkTo">) {
  const { t } = useTranslation(["search", "common"]);
  const words = usePriceWords(partyOf(configurator));
  const chosenDate = configurator.meta.selectedValues.startDate;
  // The rule the API applies (server/contract/rules.ts): no date would help, so none is offered.
  if (adultsOnly && partyOf(configurator).children > 0) {
    return (
      <p role="status" className="configurator__hints">
        {t("configurator.hints.adultsOnly")}
      </p>
    );
  }
  if (configurator.hints.length === 0) {
    return (
      <p role="status" className="configurator__hints">
        {t("configurator.hints.none", { people: t("people", { count: people }) })}
      </p>
    );
  }
  return (
    <div className="configurator__hints" role="status">
      <p>
        {keptDate && chosenDate
          ? t("configurator.hints.noRoomOnDate", {
              date: formatDisplayDate(chosenDate),
              people: t("people", { count: people }),
            })
          : t("configurator.hints.title")}
      </p>
      <ul>
        {configurator.hints.map((hint) => (
          <li key={`${hint.date}-${hint.duration}-${hint.airportCode}`}>
            <a
              {...linkTo({
                startDate: hint.date,
                duration: hint.duration,
                airportCode: hint.airportCode,
                roomCode: hint.roomCode,
                boardCode: undefined,
              })}
              rel="nofollow"
            >
              {t(words.key("configurator.hints.option"), {
                date: formatDisplayDate(hint.date),
                nights: t("common:plurals.nights", { count: hint.duration }),
                price: formatPrice(hint.pricePerPerson),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
