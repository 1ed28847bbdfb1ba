import type { LowestPriceResponse } from "../../../server/contract/configurator";

type Point = LowestPriceResponse["points"][number];

/**
 * The chart is drawn in an SVG without a viewBox: across, everything is a percentage of the width
 * the page gives it; up and down, CSS pixels of a fixed height. Scaling a viewBox down to a phone's
 * width would shrink its text with it (760 units drawn in 328 px make 12 px labels 5 px); this way
 * the bars stretch or squeeze and the labels keep their size on every screen.
 */
export const CHART_HEIGHT = 220;
export const CHART_PAD = { top: 12, bottom: 40 } as const;
/** The plot's bottom edge (the axis), in px from the top. */
export const CHART_BASELINE = CHART_HEIGHT - CHART_PAD.bottom;

/** Bars in the chart's coordinates: x and width in % of the width, y and height in px; the lowest bar still has some height. */
export function chartBars(points: Point[]) {
  const prices = points.map((p) => p.pricePerPerson);
  const max = Math.max(...prices, 1);
  const min = Math.min(...prices, max);
  const floor = Math.max(0, min - (max - min) * 0.25 - 1);
  const plotHeight = CHART_BASELINE - CHART_PAD.top;
  const step = 100 / Math.max(points.length, 1);
  return {
    max,
    floor,
    bars: points.map((point, index) => {
      const height = ((point.pricePerPerson - floor) / (max - floor)) * plotHeight;
      return {
        point,
        x: index * step + step * 0.15,
        width: step * 0.7,
        y: CHART_BASELINE - height,
        height,
      };
    }),
  };
}

/**
 * Gaps between month labels, in % of the width: a label needs about 40 px, 15 % of the narrowest
 * plot (a 360 px phone leaves some 270 px for it). "major" labels keep that gap and show on every
 * screen; "minor" ones fit only where the plot is wider and are hidden on phones (by CSS).
 */
const MAJOR_GAP = 15;
const MINOR_GAP = 7;

export interface MonthTick {
  date: string;
  /** Where the label starts (or ends, for one too close to the right edge), in %. */
  x: number;
  anchor: "start" | "end";
  month: string;
  /** The year under the first label of each year. */
  year: string | null;
  minor: boolean;
}

/** A label at the first bar of each month, as many as fit without overlapping. */
export function monthTicks(bars: ReturnType<typeof chartBars>["bars"], locale: string): MonthTick[] {
  const format = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const ticks: MonthTick[] = [];
  let lastMajor = -Infinity;
  let lastShown = -Infinity;
  let lastYear: string | null = null;
  bars.forEach((bar, index) => {
    const month = bar.point.date.slice(0, 7);
    if (index > 0 && month === bars[index - 1]?.point.date.slice(0, 7)) return;
    // A label too close to the right edge ends there instead of starting at its bar.
    const end = bar.x > 100 - MAJOR_GAP;
    const start = end ? 100 - MAJOR_GAP : bar.x;
    const minor = start - lastMajor < MAJOR_GAP;
    if (minor && start - lastShown < MINOR_GAP) return;
    const year = month.slice(0, 4);
    ticks.push({
      date: bar.point.date,
      x: end ? 100 : bar.x,
      anchor: end ? "end" : "start",
      month: format.format(new Date(`${month}-01T00:00:00Z`)),
      year: year !== lastYear ? year : null,
      minor,
    });
    lastShown = start;
    if (!minor) {
      lastMajor = start;
      lastYear = year;
    }
  });
  return ticks;
}
