import { useTranslation } from "../../lib/i18n/translations";
import type { RoomDraft } from "../../lib/search/global-search-filters";
import { MAX_CHILDREN, MAX_PARTICIPANTS } from "../../lib/search/search-state";

interface RoomFieldsProps {
  /** The form's id, the prefix of every field id. */
  id: string;
  /** 1-based: the first room's labels name no room. */
  number: number;
  room: RoomDraft;
  /** Children flagged as missing their birth date, as "room-child" keys. */
  flagged: string[];
  onRoom: (room: RoomDraft, settled?: boolean) => void;
  onFlag: (flagged: string[]) => void;
}

/**
 * One room of the participants dropdown: adults, children and every child's birth date. All
 * MAX_CHILDREN date fields are in the HTML; the stylesheet shows as many as are chosen.
 */
export function RoomFields({ id, number, room, flagged, onRoom, onFlag }: RoomFieldsProps) {
  const { t } = useTranslation("search");
  const label = (first: string, other: string, values: Record<string, unknown> = {}) =>
    number === 1 ? t(first, values) : t(other, { room: number, ...values });
  return (
    <fieldset className="global-search__room">
      <legend>{t("form.room", { number })}</legend>
      <div className="field">
        <label htmlFor={`${id}-r${number}-adults`}>{label("form.adults", "form.roomAdults")}</label>
        <select
          id={`${id}-r${number}-adults`}
          name={`r${number}a`}
          value={String(room.adults)}
          onChange={(event) => onRoom({ ...room, adults: Number(event.target.value) })}
        >
          {Array.from({ length: MAX_PARTICIPANTS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-r${number}-children`}>{label("form.children", "form.roomChildren")}</label>
        <select
          id={`${id}-r${number}-children`}
          name={`r${number}c`}
          className="global-search__children-count"
          value={String(room.children.length)}
          onChange={(event) => {
            const count = Number(event.target.value);
            const children = Array.from({ length: count }, (_, i) => room.children[i] ?? "");
            onRoom({ ...room, children }, !children.some((date) => date === ""));
          }}
          aria-describedby={`${id}-children-hint`}
        >
          {Array.from({ length: MAX_CHILDREN + 1 }, (_, i) => i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="global-search__children">
        {Array.from({ length: MAX_CHILDREN }, (_, childIndex) => {
          const child = childIndex + 1;
          const missing = flagged.includes(`${number}-${child}`);
          const fieldId = `${id}-r${number}-child-${child}`;
          return (
            <div key={child} className="field global-search__child">
              <label htmlFor={fieldId}>
                {label("form.childBirthDate", "form.roomChildBirthDate", { number: child })}
              </label>
              <input
                id={fieldId}
                type="date"
                name={`r${number}b`}
                value={room.children[childIndex] ?? ""}
                onChange={(event) => {
                  const children = [...room.children];
                  if (childIndex < children.length) children[childIndex] = event.target.value;
                  onRoom({ ...room, children });
                  if (missing) onFlag(flagged.filter((key) => key !== `${number}-${child}`));
                }}
                aria-invalid={missing ? true : undefined}
                aria-describedby={missing ? `${fieldId}-error` : `${id}-children-hint`}
              />
              {missing ? (
                <p className="field__error" id={`${fieldId}-error`}>
                  {label("form.childMissing", "form.roomChildMissing", { number: child })}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
