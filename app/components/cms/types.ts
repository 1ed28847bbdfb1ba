import type { CmsComponent } from "../../../server/contract";

export interface CmsComponentProps {
  component: CmsComponent;
}
