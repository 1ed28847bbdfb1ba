import { SmartLink } from "../ui/SmartLink";
import type { CmsComponentProps } from "./types";

/** A short list of links with a line of text each. */
export function PromotedLinks({ component }: CmsComponentProps) {
  const title = component.options.title;
  const headingId = `${component.id}-title`;
  return (
    <section className="promoted-links" aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{title}</h2> : null}
      <ul>
        {component.items.map((item) => (
          <li key={`${item.title}-${item.url ?? ""}`}>
            <SmartLink href={item.url ?? "#"} className="promoted-links__link">
              <span className="promoted-links__title">{item.title}</span>
              {item.text ? <span className="promoted-links__text">{item.text}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
