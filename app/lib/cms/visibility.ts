import type { CmsComponent, VisitorStatus } from "../../../server/contract";
import { isWithinValidity } from "../dates";

/**
 * A component is shown only when active, inside its validFrom/validTo window and, when it lists
 * profiles, to a visitor whose status is one of them (spec §1, §4).
 */
export function isComponentVisible(
  component: Pick<CmsComponent, "active" | "validFrom" | "validTo" | "profiles">,
  visitor: { status: VisitorStatus; now: Date },
): boolean {
  return (
    component.active &&
    isWithinValidity(component.validFrom, component.validTo, visitor.now) &&
    (component.profiles.length === 0 || component.profiles.includes(visitor.status))
  );
}
