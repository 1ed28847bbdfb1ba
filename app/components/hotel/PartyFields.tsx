import { useTranslation } from "../../lib/i18n/translations";
import type { ConfiguratorState } from "../../lib/hotel/card-params";
import { MAX_CHILDREN, MAX_PARTICIPANTS } from "../../lib/search/search-state";

/**
 * One room's party for a GET form: adults, the number of children and a birth date per child. Without
 * JavaScript a new child's date field appears after the form is sent; a child without a valid birth
 * date is flagged and left out of the prices (spec §5).
 */
export function PartyFields({ idPrefix, party }: { idPrefix: string; party: ConfiguratorState["party"] }) {
  const { t } = useTranslation("search");
  return (
    <>
      <p className="field">
        <label htmlFor={`${idPrefix}-adults`}>{t("form.adults")}</label>
        <select
          id={`${idPrefix}-adults`}
          name="adults"
          defaultValue={party.adultsCount}
          key={`p${party.adultsCount}`}
        >
          {Array.from({ length: MAX_PARTICIPANTS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </p>
      <p className="field">
        <label htmlFor={`${idPrefix}-children`}>{t("form.children")}</label>
        <select
          id={`${idPrefix}-children`}
          name="children"
          defaultValue={party.children.length}
          key={`c${party.children.length}`}
        >
          {Array.from({ length: MAX_CHILDREN + 1 }, (_, i) => i)
            .filter((n) => n + party.adultsCount <= MAX_PARTICIPANTS)
            .map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
        </select>
      </p>
      {party.children.map((birthDate, index) => {
        const flagged = party.flagged.includes(index);
        return (
          <p className="field" key={`${index}-${birthDate}`}>
            <label htmlFor={`${idPrefix}-child-${index}`}>
              {t("form.childBirthDate", { number: index + 1 })}
            </label>
            <input
              id={`${idPrefix}-child-${index}`}
              type="date"
              name="childrenBirthDates"
              defaultValue={birthDate}
              aria-invalid={flagged || undefined}
              aria-describedby={flagged ? `${idPrefix}-child-${index}-error` : undefined}
            />
            {flagged ? (
              <span className="field__error" id={`${idPrefix}-child-${index}-error`}>
                {t("form.childMissing", { number: index + 1 })}
              </span>
            ) : null}
          </p>
        );
      })}
    </>
  );
}
