import { SmartLink } from "../ui/SmartLink";
import type { CmsComponentProps } from "./types";

/** A grid of picture tiles, each one link (destinations, themes). */
export function Tiles({ component }: CmsComponentProps) {
  const title = component.options.title;
  const headingId = `${component.id}-title`;
  return (
    <section className="tiles" aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{title}</h2> : null}
      <ul className="tiles__grid">
        {component.items.map((item) => (
          <li key={`${item.title}-${item.url ?? ""}`} className="tile">
            <SmartLink href={item.url ?? "#"} className="tile__link">
              {item.image ? (
                <img
                  className="tile__image"
                  src={item.image}
                  alt={item.imageAlt ?? ""}
                  width={400}
                  height={260}
                  loading="lazy"
                />
              ) : null}
              <span className="tile__title">{item.title}</span>
              {item.text ? <span className="tile__text">{item.text}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
