import { useTranslation } from "../../lib/i18n/translations";
import type { ConfiguratorDatesResponse } from "../../../server/contract/configurator";
import { formatDisplayDate } from "../../lib/dates";
import type { Locale } from "../../lib/i18n/config";
import { formatPrice } from "../../lib/price";

/** The weeks of a month (Monday first) as ISO dates, with nulls before the 1st and after the last day. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year = 2000, monthNumber = 1] = month.split("-").map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const offset = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

const monthName = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The lowest-price calendar of spec §4: a month of departure days with their lowest price per
 * person, each a link that selects the day; the arrows go to the neighbouring months with departures.
 * Links work without JavaScript; with it the configurator loads them in place.
 */
export function PriceCalendar({
  calendar,
  error,
  loading,
  selectedDate,
  locale,
  dayHref,
  monthHref,
  onNavigate,
}: {
  calendar: ConfiguratorDatesResponse | null;
  error: boolean;
  loading: boolean;
  selectedDate: string | null;
  locale: Locale;
  dayHref: (date: string) => string;
  monthHref: (month: string) => string;
  onNavigate?: ((href: string, part: "all" | "calendar") => void) | undefined;
}) {
  const { t } = useTranslation("search");
  const weekdays = t("configurator.calendar.weekdays", { returnObjects: true }) as string[];
  const follow = (href: string, part: "all" | "calendar") => (event: React.MouseEvent) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href, part);
  };
  return (
    <section
      className="price-calendar"
      id="calendar"
      aria-labelledby="calendar-title"
      aria-busy={loading}
      data-state={error ? "error" : loading ? "loading" : "loaded"}
    >
      <h3 id="calendar-title">{t("configurator.calendar.title")}</h3>
      {error ? <p role="alert">{t("configurator.calendar.error")}</p> : null}
      {loading ? (
        <p role="status" className="price-calendar__status">
          {t("configurator.calendar.loading")}
        </p>
      ) : null}
      {calendar ? (
        <>
          <nav className="price-calendar__months" aria-label={t("configurator.calendar.months")}>
            {calendar.previousMonth ? (
              <a
                href={monthHref(calendar.previousMonth)}
                onClick={follow(monthHref(calendar.previousMonth), "calendar")}
                rel="nofollow"
              >
                ← {t("configurator.calendar.previous")}
              </a>
            ) : null}
            {calendar.nextMonth ? (
              <a
                href={monthHref(calendar.nextMonth)}
                onClick={follow(monthHref(calendar.nextMonth), "calendar")}
                rel="nofollow"
              >
                {t("configurator.calendar.next")} →
              </a>
            ) : null}
          </nav>
          <table className="price-calendar__grid">
            <caption>{monthName(calendar.month, locale)}</caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(calendar.month).map((week, index) => (
                <tr key={index}>
                  {week.map((date, day) => {
                    if (!date) return <td key={day} />;
                    const departure = calendar.dates.find((d) => d.date === date);
                    const number = Number(date.slice(8));
                    if (!departure) return <td key={date}>{number}</td>;
                    const href = dayHref(date);
                    return (
                      <td key={date} className={date === selectedDate ? "is-selected" : undefined}>
                        <a
                          href={href}
                          onClick={follow(href, "all")}
                          aria-current={date === selectedDate ? "date" : undefined}
                          aria-label={t("configurator.calendar.day", {
                            date: formatDisplayDate(date),
                            price: formatPrice(departure.pricePerPerson),
                          })}
                          rel="nofollow"
                        >
                          <span>{number}</span>
                          <span className="price-calendar__price">
                            {formatPrice(Math.round(departure.pricePerPerson)).replace(/,00(?=\s)/, "")}
                          </span>
                        </a>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {calendar.dates.length === 0 ? <p>{t("configurator.calendar.noDepartures")}</p> : null}
        </>
      ) : null}
    </section>
  );
}
