import { Form } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import { SORT_TYPES, type ListingParams, type SearchState } from "../../lib/search/search-state";
import { HiddenState } from "./HiddenState";

/** The sort choice (spec §3 sort types) as a GET form; with JavaScript it applies on change. */
export function SortForm({
  action,
  state,
  listing,
}: {
  action: string;
  state: SearchState;
  listing: ListingParams;
}) {
  const { t } = useTranslation("search");
  return (
    <Form method="get" action={action} className="sort-form">
      <HiddenState state={state} listing={{ ...listing, page: 0 }} omit={["sort", "page"]} />
      <label htmlFor="sort">{t("sort.label")}</label>
      <select
        id="sort"
        name="sort"
        defaultValue={listing.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {SORT_TYPES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {t("sort.apply")}
        </button>
      </noscript>
    </Form>
  );
}
