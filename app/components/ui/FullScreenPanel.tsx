import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/translations";

/** Full-screen views of spec §2 that a page can open on small screens. */
export type FullScreenView = "globalSearch" | "sort" | "facets" | "configurator" | "mapOverlay";

interface Views {
  view: FullScreenView | null;
  open(view: FullScreenView): void;
  close(): void;
}

const ViewsContext = createContext<Views | null>(null);

/**
 * Remembers the open full-screen view and the one before it (spec §4 "Full-screen view opens and
 * remembers the previous view"): closing a view opened over another brings that one back.
 */
export function FullScreenViews({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<FullScreenView[]>([]);
  const view = stack.at(-1) ?? null;
  useEffect(() => {
    document.documentElement.classList.toggle("has-fullscreen", view !== null);
    if (!view) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setStack((current) => current.slice(0, -1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [view]);
  const value: Views = {
    view,
    open: (next) => setStack((current) => [...current.filter((v) => v !== next), next]),
    close: () => setStack((current) => current.slice(0, -1)),
  };
  return <ViewsContext.Provider value={value}>{children}</ViewsContext.Provider>;
}

/**
 * A part of the page that small screens show as a full-screen view behind a button. Without
 * JavaScript the button is a link to the panel's anchor and CSS :target opens it; with JavaScript
 * the views context does, and Escape closes it. Wide screens show the panel in place.
 */
export function FullScreenPanel({
  view,
  id,
  label,
  children,
}: {
  view: FullScreenView;
  id: string;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("search");
  const views = useContext(ViewsContext);
  const open = views?.view === view;
  return (
    <>
      <a
        href={`#${id}`}
        id={`${id}-open`}
        className="fullscreen-trigger button"
        aria-expanded={views ? open : undefined}
        aria-controls={id}
        onClick={(event) => {
          if (!views) return;
          event.preventDefault();
          views.open(view);
        }}
      >
        {label}
      </a>
      <div id={id} className={`fullscreen-panel${open ? " is-open" : ""}`} aria-label={label} role="region">
        <a
          href={`#${id}-open`}
          className="fullscreen-panel__close"
          onClick={(event) => {
            if (!views) return;
            event.preventDefault();
            views.close();
            document.getElementById(`${id}-open`)?.focus();
          }}
        >
          {t("form.closePanel")}
        </a>
        {children}
      </div>
    </>
  );
}
