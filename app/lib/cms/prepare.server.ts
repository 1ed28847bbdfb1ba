import type { CmsComponent, CmsPage, VisitorStatus } from "../../../server/contract";
import { CMS_COMPONENT_NAMES } from "../../components/cms/names";
import { reportServerError } from "../monitoring.server";
import { sanitizeCmsHtml } from "./sanitize.server";
import { isComponentVisible } from "./visibility";

const known = new Set<string>(CMS_COMPONENT_NAMES);

function sanitizeComponent(component: CmsComponent): CmsComponent {
  return {
    ...component,
    html: component.html === null ? null : sanitizeCmsHtml(component.html),
    items: component.items.map((item) => (item.text ? { ...item, text: sanitizeCmsHtml(item.text) } : item)),
  };
}

/**
 * The page as this visitor may see it, decided on the server so nothing hidden reaches the HTML:
 * only visible components (active, in their validity window, matching the profile), only names the
 * registry knows (an unknown one is reported), and every html field sanitized.
 */
export function preparePage(page: CmsPage, visitor: { status: VisitorStatus; now: Date }): CmsPage {
  const slots = page.slots.map((slot) => ({
    name: slot.name,
    components: slot.components
      .filter((component) => {
        if (!isComponentVisible(component, visitor)) return false;
        if (known.has(component.name)) return true;
        void reportServerError({
          kind: "unknown-cms-component",
          message: `No component registered for '${component.name}'`,
          component: component.id,
          url: page.url,
        });
        return false;
      })
      .map(sanitizeComponent),
  }));
  return {
    ...page,
    slots,
    banner: page.banner && isComponentVisible(page.banner, visitor) ? sanitizeComponent(page.banner) : null,
    seoText: page.seoText === null ? null : sanitizeCmsHtml(page.seoText),
    regulations: page.regulations === null ? null : sanitizeCmsHtml(page.regulations),
  };
}
