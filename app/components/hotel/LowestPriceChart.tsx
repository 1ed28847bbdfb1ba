import { useTranslation } from "../../lib/i18n/translations";
import type { LowestPriceResponse } from "../../../server/contract/configurator";
import { formatDisplayDate } from "../../lib/dates";
import { formatPrice } from "../../lib/price";

const WIDTH = 760;
const HEIGHT = 280;
const PAD = { top: 16, right: 12, bottom: 40, left: 64 };

type Point = LowestPriceResponse["points"][number];

/** Bars of the chart in SVG coordinates; the lowest bar still has some height. */
export function chartBars(points: Point[]) {
  const prices = points.map((p) => p.pricePerPerson);
  const max = Math.max(...prices, 1);
  const min = Math.min(...prices, max);
  const floor = Math.max(0, min - (max - min) * 0.25 - 1);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(points.length, 1);
  return {
    max,
    floor,
    bars: points.map((point, index) => {
      const height = ((point.pricePerPerson - floor) / (max - floor)) * plotHeight;
      return {
        point,
        x: PAD.left + index * step + step * 0.15,
        width: Math.max(step * 0.7, 1),
        y: PAD.top + plotHeight - height,
        height,
      };
    }),
  };
}

/**
 * The lowest-price chart: one bar per departure date, drawn on the server so it needs no JavaScript.
 * The table after it holds the same numbers, for screen readers and for anyone who prefers to read
 * them, and links each date to its offer on the hotel card (the picture itself is one image, with no
 * links inside, as an image role allows).
 */
export function LowestPriceChart({
  points,
  offerHref,
}: {
  points: Point[];
  offerHref: (point: Point) => string;
}) {
  const { t } = useTranslation(["search", "common"]);
  const { bars, max, floor } = chartBars(points);
  const cheapest = points.reduce<Point | undefined>(
    (best, point) => (!best || point.pricePerPerson < best.pricePerPerson ? point : best),
    undefined,
  );
  const months = bars.filter(
    (bar, index) => index === 0 || bar.point.date.slice(0, 7) !== bars[index - 1]?.point.date.slice(0, 7),
  );
  return (
    <div className="price-chart">
      <figure className="price-chart__figure">
        <figcaption className="visually-hidden">{t("chart.svgTitle")}</figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="price-chart-title price-chart-desc"
          className="price-chart__svg"
        >
          <title id="price-chart-title">{t("chart.svgTitle")}</title>
          <desc id="price-chart-desc">
            {cheapest
              ? t("chart.svgDesc", {
                  count: points.length,
                  date: formatDisplayDate(cheapest.date),
                  price: formatPrice(cheapest.pricePerPerson),
                })
              : ""}
          </desc>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={HEIGHT - PAD.bottom}
            y2={HEIGHT - PAD.bottom}
            className="price-chart__axis"
          />
          <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end" className="price-chart__label">
            {Math.round(max)} €
          </text>
          <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" className="price-chart__label">
            {Math.round(floor)} €
          </text>
          {months.map((bar) => (
            <text key={bar.point.date} x={bar.x} y={HEIGHT - PAD.bottom + 18} className="price-chart__label">
              {bar.point.date.slice(5, 7)}.{bar.point.date.slice(0, 4)}
            </text>
          ))}
          {bars.map((bar) => (
            <rect
              key={bar.point.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
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
      </figure>
      {/* Beside the figure, not in it: a table that is a figure's only content takes its figcaption. */}
      <table className="price-chart__table">
        <caption>{t("chart.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.date")}</th>
            <th scope="col">{t("configurator.nights")}</th>
            <th scope="col">{t("price.perPerson")}</th>
            <th scope="col">{t("price.full")}</th>
            <th scope="col">{t("chart.offer")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date} className={point === cheapest ? "is-lowest" : undefined}>
              <th scope="row">{formatDisplayDate(point.date)}</th>
              <td>{t("common:plurals.nights", { count: point.duration })}</td>
              <td>{formatPrice(point.pricePerPerson)}</td>
              <td>{formatPrice(point.fullPrice)}</td>
              <td>
                <a href={offerHref(point)}>{t("chart.see", { date: formatDisplayDate(point.date) })}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
