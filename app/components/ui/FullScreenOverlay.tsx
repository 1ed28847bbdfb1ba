import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { useFullScreenViews, useViewFocus, ViewLink, type FullScreenView } from "./FullScreenPanel";

/**
 * A full-screen view over the whole page at every width (spec §2: mapOverlay, and the facet view over
 * it), a <dialog> in the views of FullScreenViews. Without JavaScript it is a URL: the page asked
 * for it renders it open (FullScreenViews' `initial`), its button and its close link are plain links
 * (`openHref`, `closeHref`), and CSS hides the page behind it. With JavaScript the same links open and
 * close it in place: a modal dialog (the page behind is inert), focus on its heading while it is open
 * and back on its button after, Escape closes the view on top. Its content renders only while open.
 */
export function FullScreenOverlay({
  view,
  id,
  label,
  title,
  openHref,
  closeHref,
  children,
}: {
  view: FullScreenView;
  id: string;
  /** The button's text. */
  label: string;
  title: string;
  openHref: string;
  closeHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("search");
  const views = useFullScreenViews();
  const open = views?.stack.includes(view) ?? false;
  // Only a dialog the server rendered open carries `open`; JavaScript opens the others as modals.
  const renderedOpen = useRef(open);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!open) {
      renderedOpen.current = false;
      return;
    }
    if (element && !element.matches(":modal")) {
      if (element.open) element.close();
      element.showModal();
      // A page rendered with a view open over this one: children's effects ran first, so the view
      // over it went modal first and now lies under it; it goes back on top.
      element.querySelectorAll<HTMLDialogElement>("dialog[open]").forEach((over) => {
        over.close();
        over.showModal();
      });
    }
  }, [open]);
  useViewFocus(
    open,
    () => document.getElementById(`${id}-title`),
    () => document.getElementById(`${id}-open`),
  );
  return (
    <>
      <ViewLink
        opens={view}
        href={openHref}
        id={`${id}-open`}
        className="button button--secondary fullscreen-overlay__open"
        aria-haspopup="dialog"
      >
        {label}
      </ViewLink>
      {open ? (
        <dialog
          ref={dialog}
          id={id}
          className="fullscreen-overlay"
          aria-labelledby={`${id}-title`}
          open={renderedOpen.current || undefined}
          // Escape closes the view on top through FullScreenViews, which keeps the views in step.
          onCancel={(event) => event.preventDefault()}
        >
          <div className="fullscreen-overlay__bar">
            <h2 id={`${id}-title`} tabIndex={-1}>
              {title}
            </h2>
            <ViewLink href={closeHref} className="fullscreen-overlay__close">
              {t("form.closePanel")}
            </ViewLink>
          </div>
          {children}
        </dialog>
      ) : null}
    </>
  );
}
