import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { localizePath, type Locale } from "../../lib/i18n/config";
import type { loader as rootLoader } from "../../root";

/**
 * Adds a hotel, or one of its offers, to the wishlist, or removes it (spec §2 wishlist): a POST form
 * to /preferate that brings the visitor back here without JavaScript; with it a fetcher does the same
 * in place, the header count follows, and the Wishlist analytics event is sent with consent (spec §9).
 */
export function WishlistButton({
  locale,
  hotelCode,
  offerCode,
  party,
  inList,
  label,
  returnTo,
}: {
  locale: Locale;
  hotelCode: string;
  offerCode?: string | undefined;
  party: { adultsCount: number; childrenBirthDates: string[] };
  inList: boolean;
  /** What is saved, for screen readers: the hotel's name, or the offer's. */
  label: string;
  /** Where the visitor comes back to without JavaScript (a path on this site). */
  returnTo: string;
}) {
  const { t } = useTranslation("search");
  const fetcher = useFetcher<{ ok: boolean; count?: number }>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const statistics = Boolean(root?.analyticsEnabled && root.consent?.statistics);
  // Optimistic: the button shows the state being asked for while the call runs.
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "add" : inList;
  const intent = saved ? "remove" : "add";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || !statistics) return;
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    layer.push({
      event: "Wishlist",
      action: saved ? "add" : "remove",
      hotelCode,
      offerCode: offerCode ?? null,
    });
    // Once per finished call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action={localizePath(locale, "/preferate")} className="wishlist-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="hotelCode" value={hotelCode} />
      {offerCode ? <input type="hidden" name="offerCode" value={offerCode} /> : null}
      <input type="hidden" name="adults" value={party.adultsCount} />
      {party.childrenBirthDates.length ? (
        <input type="hidden" name="childrenBirthDates" value={party.childrenBirthDates.join(",")} />
      ) : null}
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <button
        type="submit"
        className={`wishlist-button${saved ? " is-saved" : ""}`}
        aria-label={
          saved ? t("wishlist.removeLabel", { name: label }) : t("wishlist.addLabel", { name: label })
        }
      >
        <span aria-hidden="true">{saved ? "♥" : "♡"}</span> {saved ? t("wishlist.saved") : t("wishlist.add")}
      </button>
      {fetcher.data?.ok === false ? (
        <span role="alert" className="field__error">
          {t("wishlist.error")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
