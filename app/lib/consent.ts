/** Cookie categories that need the visitor's yes (spec §6); necessary cookies are always on. */
export const CONSENT_CATEGORIES = ["preferences", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
