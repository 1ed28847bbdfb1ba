import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The live calls of a page (the global search's filters and counts, price checks) go to resource
 * routes and change nothing a page loader reads, so they must not reload the page's data (which
 * would also reset a form the visitor is filling in). Every other submission revalidates as usual.
 */
export const skipResourceCalls: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction && /\/resources\//.test(formAction) ? false : defaultShouldRevalidate;
