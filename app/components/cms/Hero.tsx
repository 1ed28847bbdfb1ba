import { SmartLink } from "../ui/SmartLink";
import type { CmsComponentProps } from "./types";

/** The page's lead banner: a large picture with a headline and one call to action. */
export function Hero({ component }: CmsComponentProps) {
  const { title, text, ctaLabel, ctaUrl, image, imageAlt } = component.options;
  return (
    <section className="hero" aria-labelledby={`${component.id}-title`}>
      {image ? (
        <img
          className="hero__image"
          src={image}
          alt={imageAlt ?? ""}
          width={1600}
          height={600}
          fetchPriority="high"
        />
      ) : null}
      <div className="hero__content">
        <h1 id={`${component.id}-title`}>{title}</h1>
        {text ? <p className="hero__text">{text}</p> : null}
        {ctaLabel && ctaUrl ? (
          <SmartLink className="button button--primary" href={ctaUrl}>
            {ctaLabel}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
