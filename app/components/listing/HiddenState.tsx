import type { ListingParams, SearchState } from "../../lib/search/search-state";
import { encodeSearchState } from "../../lib/search/search-state";

/** The rest of the search as hidden fields, so a GET form changes one thing and keeps the others. */
export function HiddenState({
  state,
  listing,
  omit,
}: {
  state: SearchState;
  listing: Partial<ListingParams>;
  omit: string[];
}) {
  const fields = [...encodeSearchState(state, listing)].filter(
    ([name]) => !omit.includes(name) && name !== "c",
  );
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
