import { endOfMonth, isSameDay, isValid, lightFormat, parseISO } from "date-fns";

/**
 * Date formats of spec §9. They are written with date-fns's lightFormat and read with parseISO: the
 * browser gets neither date-fns's full formatter nor its parser (tens of kilobytes on every page).
 */
export const DATE_FORMATS = { display: "dd.MM.yyyy", api: "yyyy-MM-dd", time: "HH:mm:ss" } as const;

const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Parses an API date (yyyy-MM-dd, ISO date-time, or dd.MM.yyyy); undefined when it is not a real date. */
export function parseApiDate(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  const display = DISPLAY_DATE.exec(trimmed);
  const iso = display ? `${display[3]}-${display[2]}-${display[1]}` : trimmed;
  if (!/^\d{4}-\d{2}-\d{2}(T.+)?$/.test(iso)) return undefined;
  const date = parseISO(iso);
  return isValid(date) ? date : undefined;
}

/**
 * Day.month.year for display (spec §9). An invalid API date falls back to the raw text, or to today
 * when there is no text at all (spec §5).
 */
export function formatDisplayDate(text: string | null | undefined, today: Date = new Date()): string {
  const date = parseApiDate(text);
  if (date) return lightFormat(date, DATE_FORMATS.display);
  return text?.trim() ? text : lightFormat(today, DATE_FORMATS.display);
}

export const toApiDate = (date: Date) => lightFormat(date, DATE_FORMATS.api);

/** A month range is valid only when it starts on day 1 and ends on the last day of a month (spec §5). */
export function isValidMonthRange(from: string, to: string): boolean {
  const start = parseApiDate(from);
  const end = parseApiDate(to);
  if (!start || !end || end < start) return false;
  return start.getDate() === 1 && isSameDay(end, endOfMonth(end));
}

/** Whether `now` lies in the [validFrom, validTo] window; a missing bound is open. */
export function isWithinValidity(
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
  now: Date,
): boolean {
  const from = validFrom ? parseISO(validFrom) : undefined;
  const to = validTo ? parseISO(validTo) : undefined;
  if ((from && !isValid(from)) || (to && !isValid(to))) return false;
  return (!from || from <= now) && (!to || now <= to);
}
