import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import type { CmsSlot as CmsSlotData, CmsComponent } from "../../../server/contract";
import { reportClientError } from "../../lib/monitoring";
import { Accordion } from "./Accordion";
import { Banner } from "./Banner";
import { GlobalSearch } from "./GlobalSearch";
import { Hero } from "./Hero";
import type { CmsComponentName } from "./names";
import { NewsletterSignup } from "./NewsletterSignup";
import { PromotedLinks } from "./PromotedLinks";
import { RichText, SeoText } from "./RichText";
import { Tiles } from "./Tiles";
import type { CmsComponentProps } from "./types";

export type CmsRegistry = Record<string, ComponentType<CmsComponentProps>>;

/** Component name in the CMS → React component. Add a name here and in ./names.ts. */
export const cmsRegistry: Record<CmsComponentName, ComponentType<CmsComponentProps>> = {
  hero: Hero,
  banner: Banner,
  tiles: Tiles,
  "rich-text": RichText,
  html: RichText,
  "seo-text": SeoText,
  accordion: Accordion,
  faq: Accordion,
  newsletter: NewsletterSignup,
  "promoted-links": PromotedLinks,
  "global-search": GlobalSearch,
};

/** In the browser: a component that throws is hidden and reported; the page goes on (spec §8). */
class CmsErrorBoundary extends Component<
  { component: CmsComponent; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    reportClientError({
      kind: "cms-render",
      message: error.message,
      component: `${this.props.component.name}#${this.props.component.id}`,
      ...(error.stack ? { stack: error.stack } : {}),
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a slot's components in order. Each sits in its own Suspense boundary: when one throws during
 * the server render, React leaves its fallback (nothing) in the HTML, reports through the stream's
 * onError (entry.server.tsx), and renders the rest of the page; in the browser the error boundary
 * above it hides it again.
 */
export function CmsSlot({
  slot,
  registry = cmsRegistry,
}: {
  slot: CmsSlotData | undefined;
  registry?: CmsRegistry;
}) {
  if (!slot) return null;
  return (
    <>
      {slot.components.map((component) => {
        const Rendered = registry[component.name];
        if (!Rendered) return null;
        return (
          <CmsErrorBoundary key={component.id} component={component}>
            <Suspense fallback={null}>
              <Rendered component={component} />
            </Suspense>
          </CmsErrorBoundary>
        );
      })}
    </>
  );
}
