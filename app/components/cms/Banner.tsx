import { SmartLink } from "../ui/SmartLink";
import type { CmsComponentProps } from "./types";

/** A promotional strip: a title, a sentence and an optional link. */
export function Banner({ component }: CmsComponentProps) {
  const { title, text, linkLabel, linkUrl } = component.options;
  return (
    <aside className="banner" aria-label={title}>
      <p className="banner__title">{title}</p>
      {text ? <p>{text}</p> : null}
      {linkLabel && linkUrl ? <SmartLink href={linkUrl}>{linkLabel}</SmartLink> : null}
    </aside>
  );
}
