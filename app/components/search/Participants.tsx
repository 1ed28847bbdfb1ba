import type { SyntheticEvent } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { missingBirthDates, participantsOf, type RoomDraft } from "../../lib/search/global-search-filters";
import { MAX_ROOMS } from "../../lib/search/search-state";
import { RoomFields } from "./RoomFields";
import { SearchDropdown } from "./SearchDropdown";

/**
 * The participants dropdown (spec §4): rooms, adults and children with birth dates. Every field is in
 * the HTML and the stylesheet shows as many rooms and birth-date fields as are chosen (CSS :has), so
 * it works without JavaScript. With JavaScript it keeps itself open while a child has no valid birth
 * date and flags the child; Escape (a forced close) removes the children without one.
 */
export function Participants({
  id,
  rooms,
  multiroom,
  maxParticipants,
  flagged,
  tooMany,
  onChange,
  onFlag,
}: {
  id: string;
  rooms: RoomDraft[];
  multiroom: boolean;
  /** The most people of one online reservation (the global-search global, through the API's filters). */
  maxParticipants: number;
  flagged: string[];
  tooMany: boolean;
  onChange: (rooms: RoomDraft[], settled: boolean) => void;
  onFlag: (flagged: string[]) => void;
}) {
  const { t } = useTranslation("search");
  const people = participantsOf(rooms);
  const summary = t("form.participantsSummary", {
    people: t("people", { count: people }),
    rooms: t("form.roomsCount", { count: rooms.length }),
  });
  const setRoom = (index: number, room: RoomDraft, settled = true) =>
    onChange(
      rooms.map((current, i) => (i === index ? room : current)),
      settled,
    );
  const setRoomCount = (count: number) => {
    const next = Array.from({ length: count }, (_, i) => rooms[i] ?? { adults: 2, children: [] });
    onChange(next, true);
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) return;
    const missing = missingBirthDates(rooms);
    if (missing.length > 0) {
      event.currentTarget.open = true;
      onFlag(missing);
      event.currentTarget
        .querySelector<HTMLInputElement>('[aria-invalid="true"], input[type="date"]:invalid')
        ?.focus();
    }
  };
  /** A forced close (Escape) drops the children without a valid birth date (spec §4). */
  const forcedClose = () => {
    const missing = new Set(missingBirthDates(rooms));
    onChange(
      rooms.map((room, r) => ({
        ...room,
        children: room.children.filter((_, c) => !missing.has(`${r + 1}-${c + 1}`)),
      })),
      true,
    );
    onFlag([]);
  };
  return (
    <SearchDropdown
      group={id}
      className="global-search__participants"
      label={t("form.participants")}
      value={summary}
      open={flagged.length > 0 || tooMany || undefined}
      onToggle={onToggle}
      onEscape={forcedClose}
    >
      <div className="global-search__party">
        <div className="field">
          <label htmlFor={`${id}-rooms`}>{t("form.rooms")}</label>
          <select
            id={`${id}-rooms`}
            name="rooms"
            className="global-search__rooms"
            value={String(rooms.length)}
            onChange={(event) => setRoomCount(Number(event.target.value))}
            aria-describedby={`${id}-multiroom`}
          >
            {Array.from({ length: MAX_ROOMS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n} disabled={!multiroom && n > 1}>
                {n}
              </option>
            ))}
          </select>
          <p className="global-search__hint" id={`${id}-multiroom`}>
            {t("form.multiroomOnly")}
          </p>
        </div>
        {Array.from({ length: MAX_ROOMS }, (_, index) => (
          <RoomFields
            key={index}
            id={id}
            number={index + 1}
            room={rooms[index] ?? { adults: 2, children: [] }}
            flagged={flagged}
            onRoom={(room, settled = true) => setRoom(index, room, settled)}
            onFlag={onFlag}
          />
        ))}
        <p className="global-search__hint" id={`${id}-children-hint`}>
          {t("form.childBirthDateHint")}
        </p>
        {tooMany || people > maxParticipants ? (
          <p className="field__error" role="alert">
            {t("form.tooMany", { max: maxParticipants })}
          </p>
        ) : null}
      </div>
    </SearchDropdown>
  );
}
