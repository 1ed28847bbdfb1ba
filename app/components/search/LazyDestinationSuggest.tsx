import { lazy, Suspense, type ComponentProps } from "react";
import { useTranslation } from "../../lib/i18n/translations";

const DestinationSuggest = lazy(() =>
  import("./DestinationSuggest").then((module) => ({ default: module.DestinationSuggest })),
);

/**
 * The suggestions' field, its script loaded when it is first shown (with the destination dropdown's
 * first opening), so no page carries it before the visitor asks (the JavaScript budget). Until the
 * script is in, a stand-in of the field's shape keeps the tree below where it is.
 */
export function LazyDestinationSuggest(props: ComponentProps<typeof DestinationSuggest>) {
  const { t } = useTranslation("search");
  return (
    <Suspense
      fallback={
        <div className="suggest" aria-hidden="true">
          <span className="suggest__label">{t("form.suggest.label")}</span>
          <span className="suggest__placeholder" />
          <span className="global-search__hint suggest__status" />
        </div>
      }
    >
      <DestinationSuggest {...props} />
    </Suspense>
  );
}
