import { endOfMonth, format, isSameDay, isValid, parse, parseISO } from "date-fns";

/** Date formats of spec §9. */
export const DATE_FORMATS = { display: "dd.MM.yyyy", api: "yyyy-MM-dd", time: "HH:mm:ss" } as const;

/** Parses an API date (yyyy-MM-dd, ISO date-time, or dd.MM.yyyy); undefined when it is not a real date. */
export function parseApiDate(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  const candidates = [
    parse(trimmed, DATE_FORMATS.api, new Date(0)),
    parse(trimmed, DATE_FORMATS.display, new Date(0)),
    /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? parseISO(trimmed) : new Date(Number.NaN),
  ];
  return candidates.find((date) => isValid(date));
}

/**
 * Day.month.year for display (spec §9). An invalid API date falls back to the raw text, or to today
 * when there is no text at all (spec §5).
 */
export function formatDisplayDate(text: string | null | undefined, today: Date = new Date()): string {
  const date = parseApiDate(text);
  if (date) return format(date, DATE_FORMATS.display);
  return text?.trim() ? text : format(today, DATE_FORMATS.display);
}

export const toApiDate = (date: Date) => format(date, DATE_FORMATS.api);

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
