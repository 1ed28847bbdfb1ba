import { Form, Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import type { Facet } from "../../../server/contract/search";
import type { PriceRangeError } from "../../lib/search/price-range";
import type { ListingParams, SearchState } from "../../lib/search/search-state";
import { facetValueLabel } from "../../lib/search/facet-labels";
import { HiddenState } from "./HiddenState";

interface Props {
  action: string;
  facets: Facet[];
  state: SearchState;
  listing: ListingParams;
  priceRange: { from: string; to: string; error: PriceRangeError | undefined } | null;
  bounds: { min: number; max: number } | null;
}

/**
 * Facets with counts (each counted as if its own filter were off) and the price range with the
 * errors of spec §5, as one GET form: applying it keeps the search and resets the page.
 */
export function FacetsForm({ action, facets, state, listing, priceRange, bounds }: Props) {
  const { t } = useTranslation("search");
  const priceError = priceRange?.error ? t(`price.errors.${priceRange.error}`) : undefined;
  return (
    <Form method="get" action={action} className="facets" aria-labelledby="facets-title">
      <h2 id="facets-title">{t("facets.title")}</h2>
      <HiddenState
        state={state}
        listing={{ sort: listing.sort, fullPrice: listing.fullPrice }}
        omit={["category", "board", "facility", "rating", "price", "page"]}
      />
      {facets.map((facet) =>
        facet.values.length === 0 ? null : (
          <fieldset key={facet.code} className="facets__group">
            <legend>{t(`facets.${facet.code}`)}</legend>
            {facet.values.map((value) => {
              const id = `facet-${facet.code}-${value.code}`;
              return (
                <div key={value.code} className="facets__option">
                  <input
                    id={id}
                    type={facet.displayType === "SINGLE_CHOICE" ? "radio" : "checkbox"}
                    name={facet.code}
                    value={value.code}
                    defaultChecked={value.selected}
                  />
                  <label htmlFor={id}>
                    {facetValueLabel(t, facet.code, value.code)}{" "}
                    <span className="facets__count">({value.count})</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        ),
      )}
      <fieldset className="facets__group">
        <legend>{t("facets.priceRange")}</legend>
        <div className="field">
          <label htmlFor="price-from">{t("price.from")}</label>
          <input
            id="price-from"
            name="priceFrom"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={bounds ? String(bounds.min) : undefined}
            defaultValue={priceRange?.from ?? listing.price?.split("#")[0] ?? ""}
            aria-invalid={priceRange?.error === "priceFromGreaterThanPriceTo" ? true : undefined}
            aria-describedby={priceError ? "price-error" : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="price-to">{t("price.to")}</label>
          <input
            id="price-to"
            name="priceTo"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder={bounds ? String(bounds.max) : undefined}
            defaultValue={priceRange?.to ?? listing.price?.split("#")[1] ?? ""}
            aria-invalid={priceRange?.error ? true : undefined}
            aria-describedby={priceError ? "price-error" : undefined}
          />
        </div>
        {priceError ? (
          <p className="field__error" id="price-error" role="alert">
            {priceError}
          </p>
        ) : null}
      </fieldset>
      <div className="facets__actions">
        <button type="submit" className="button button--primary">
          {t("facets.apply")}
        </button>
        <Link to={action}>{t("facets.clear")}</Link>
      </div>
    </Form>
  );
}
