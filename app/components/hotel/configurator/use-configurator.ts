import { useEffect, useState, type FormEvent } from "react";
import type { ConfiguredOffer } from "../../../../server/contract/configurator";
import type { ConfiguratorState } from "../../../lib/hotel/card-params";
import { takeSnapshot } from "../../../lib/pre-hydration";
import { useLiveCall } from "../../search/use-live-call";

/** Which part of the configurator a live load is for: the whole form or the calendar's month. */
export type ConfiguratorPart = "all" | "calendar";

interface Options {
  initial: ConfiguratorState;
  cardPath: string;
  resourcePath: string;
  hotelCode: string;
  onOffer?: ((offer: ConfiguredOffer) => void) | undefined;
}

/**
 * The configurator's live state with JavaScript: each change loads the configurator from the resource
 * route (one call in flight), keeps the URL in step with `replaceState`, and takes up a choice made
 * before the page hydrated (app/lib/pre-hydration.ts). Without JavaScript none of this runs: the form
 * and links render the card again.
 */
export function useConfigurator({ initial, cardPath, resourcePath, hotelCode, onOffer }: Options) {
  const [live, setLive] = useState<ConfiguratorState | null>(null);
  const [part, setPart] = useState<ConfiguratorPart>("all");
  const [hydrated, setHydrated] = useState(false);
  const [call, run] = useLiveCall("configurator");
  const state = live ?? initial;
  const offer = state.configurator?.offer ?? null;

  useEffect(() => {
    if (offer && onOffer) onOffer(offer);
    // The event is about the offer shown, once per offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer?.offerCode, offer?.fullPrice]);

  const load = async (query: string, what: ConfiguratorPart) => {
    setPart(what);
    const params = new URLSearchParams(query);
    params.set("hotel", hotelCode);
    const answer = await run(`${resourcePath}?${params.toString()}`);
    if (!answer) return;
    setLive(answer);
    params.delete("hotel");
    window.history.replaceState(window.history.state, "", `${cardPath}?${params.toString()}`);
  };

  useEffect(() => {
    setHydrated(true);
    const before = takeSnapshot("configurator");
    if (before !== undefined) void load(before, "all");
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const navigate = (href: string, what: ConfiguratorPart) =>
    void load(new URL(href, window.location.href).search.slice(1), what);
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const fields = new URLSearchParams(
      new FormData(event.currentTarget) as unknown as Record<string, string>,
    );
    void load(fields.toString(), "all");
  };

  return {
    state,
    offer,
    part,
    hydrated,
    loading: call.state === "loading",
    failed: Boolean(call.data && "error" in call.data),
    navigate,
    onFormChange,
  };
}
