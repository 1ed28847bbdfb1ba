import { useTranslation } from "../../../lib/i18n/translations";
import type { LinkTo } from "./selection-links";

/** The trip-type tabs (plane, own transport …): choosing one starts the selection afresh. */
export function TripTypeTabs({
  tripTypes,
  selected,
  linkTo,
}: {
  tripTypes: readonly string[];
  selected: string | null | undefined;
  linkTo: LinkTo;
}) {
  const { t } = useTranslation(["search"]);
  if (tripTypes.length <= 1) return null;
  return (
    <nav className="configurator__tabs" aria-label={t("configurator.tabs")}>
      <ul>
        {tripTypes.map((type) => (
          <li key={type}>
            <a
              {...linkTo({
                tripType: type,
                airportCode: undefined,
                startDate: undefined,
                duration: undefined,
                boardCode: undefined,
                roomCode: undefined,
              })}
              aria-current={type === selected ? "page" : undefined}
              rel="nofollow"
            >
              {t(`tripTypes.${type}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Jump links to the configurator's sections; with JavaScript they scroll without a fragment. */
export function SectionLinks({ hydrated }: { hydrated: boolean }) {
  const { t } = useTranslation(["search"]);
  return (
    <nav className="configurator__sections" aria-label={t("configurator.sectionsLabel")}>
      {(["participantsAndDate", "roomChoice"] as const).map((section) => (
        <a
          key={section}
          href={`#${section}`}
          onClick={(event) => {
            // With JavaScript the view is open by state, not by the fragment: scroll without one.
            if (!hydrated) return;
            event.preventDefault();
            document.getElementById(section)?.scrollIntoView();
          }}
        >
          {t(`configurator.sections.${section}`)}
        </a>
      ))}
    </nav>
  );
}
