import { useTranslation } from "../../lib/i18n/translations";
import type { LowestPriceResponse } from "../../../server/contract/configurator";
import { formatDisplayDate } from "../../lib/dates";
import { CHART_BASELINE, CHART_HEIGHT, CHART_PAD, chartBars, monthTicks } from "../../lib/hotel/price-chart";
import { usePriceWords, type PartySize } from "../../lib/party-price";
import { formatPrice } from "../../lib/price";

type Point = LowestPriceResponse["points"][number];

/** The width of the price scale left of the plot, in px. */
const SCALE_WIDTH = 64;

/**
 * The lowest-price chart: one bar per departure date, drawn on the server so it needs no JavaScript,
 * at any width with labels of a fixed size (lib/hotel/price-chart.ts). The table after it holds the
 * same numbers, for screen readers and for anyone who prefers to read them, and links each date to
 * its offer on the hotel card (the picture itself is one image, with no links inside, as an image
 * role allows).
 */
export function LowestPriceChart({
  points,
  party,
  offerHref,
}: {
  points: Point[];
  /** The party priced: with a child the lowest price is an adult's, and says so. */
  party: PartySize;
  offerHref: (point: Point) => string;
}) {
  const { t, i18n } = useTranslation(["search", "common"]);
  const words = usePriceWords(party);
  const { bars, max, floor } = chartBars(points);
  const cheapest = points.reduce<Point | undefined>(
    (best, point) => (!best || point.pricePerPerson < best.pricePerPerson ? point : best),
    undefined,
  );
  return (
    <div className="price-chart">
      <figure className="price-chart__figure">
        <figcaption className="visually-hidden">{t("chart.svgTitle")}</figcaption>
        <div className="price-chart__plot">
          {/* The price scale: the same numbers as the picture's description, so hidden from screen readers. */}
          <svg className="price-chart__scale" width={SCALE_WIDTH} height={CHART_HEIGHT} aria-hidden="true">
            <text x={SCALE_WIDTH - 6} y={CHART_PAD.top + 10} textAnchor="end" className="price-chart__label">
              {Math.round(max)} €
            </text>
            <text x={SCALE_WIDTH - 6} y={CHART_BASELINE} textAnchor="end" className="price-chart__label">
              {Math.round(floor)} €
            </text>
          </svg>
          <svg
            width="100%"
            height={CHART_HEIGHT}
            role="img"
            aria-labelledby="price-chart-title price-chart-desc"
            className="price-chart__svg"
          >
            <title id="price-chart-title">{t("chart.svgTitle")}</title>
            <desc id="price-chart-desc">
              {cheapest
                ? t(words.key("chart.svgDesc"), {
                    count: points.length,
                    date: formatDisplayDate(cheapest.date),
                    price: formatPrice(cheapest.pricePerPerson),
                  })
                : ""}
            </desc>
            <line x1="0" x2="100%" y1={CHART_BASELINE} y2={CHART_BASELINE} className="price-chart__axis" />
            {monthTicks(bars, i18n.language).map((tick) => (
              <text
                key={tick.date}
                x={`${tick.x}%`}
                y={CHART_BASELINE + 18}
                textAnchor={tick.anchor}
                className={`price-chart__label${tick.minor ? " price-chart__label--minor" : ""}`}
              >
                <tspan>{tick.month}</tspan>
                {tick.year ? (
                  <tspan x={`${tick.x}%`} dy="16">
                    {tick.year}
                  </tspan>
                ) : null}
              </text>
            ))}
            {bars.map((bar) => (
              <rect
                key={bar.point.date}
                x={`${bar.x}%`}
                y={bar.y}
                width={`${bar.width}%`}
                height={bar.height}
                className={
                  bar.point === cheapest ? "price-chart__bar price-chart__bar--lowest" : "price-chart__bar"
                }
              >
                <title>
                  {formatDisplayDate(bar.point.date)}: {formatPrice(bar.point.pricePerPerson)}
                </title>
              </rect>
            ))}
          </svg>
        </div>
      </figure>
      {/* Beside the figure, not in it: a table that is a figure's only content takes its figcaption. */}
      <table className="price-chart__table">
        <caption>{t("chart.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.date")}</th>
            <th scope="col">{words.label}</th>
            <th scope="col">{t("price.full")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => {
            const date = formatDisplayDate(point.date);
            return (
              <tr key={point.date} className={point === cheapest ? "is-lowest" : undefined}>
                {/* The date links to its offer and the nights go under it: three columns fit a phone. */}
                <th scope="row">
                  <a href={offerHref(point)} aria-label={t("chart.see", { date })}>
                    {date}
                  </a>
                  <span className="price-chart__nights">
                    {t("common:plurals.nights", { count: point.duration })}
                  </span>
                </th>
                <td>{formatPrice(point.pricePerPerson)}</td>
                <td>{formatPrice(point.fullPrice)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
