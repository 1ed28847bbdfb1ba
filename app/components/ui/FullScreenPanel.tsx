import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from "react";
import { useTranslation } from "../../lib/i18n/translations";

/** Full-screen views of spec §2 that a page can open on small screens. */
export type FullScreenView = "globalSearch" | "sort" | "facets" | "configurator" | "mapOverlay";

interface Views {
  view: FullScreenView | null;
  /** The open views, the one on top last. */
  stack: FullScreenView[];
  open(view: FullScreenView): void;
  close(): void;
}

const ViewsContext = createContext<Views | null>(null);

/**
 * Remembers the open full-screen view and the one before it (spec §4 "Full-screen view opens and
 * remembers the previous view"): closing a view opened over another brings that one back. `initial`
 * is the stack the page was asked for (a URL can open views without JavaScript).
 */
export function FullScreenViews({
  children,
  initial = [],
}: {
  children: ReactNode;
  initial?: FullScreenView[];
}) {
  const [stack, setStack] = useState<FullScreenView[]>(initial);
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
    stack,
    open: (next) => setStack((current) => [...current.filter((v) => v !== next), next]),
    close: () => setStack((current) => current.slice(0, -1)),
  };
  return <ViewsContext.Provider value={value}>{children}</ViewsContext.Provider>;
}

/** The page's full-screen views (null outside FullScreenViews). */
export const useFullScreenViews = () => useContext(ViewsContext);

/**
 * A link that opens the view `opens`, or without it closes the view on top: its href without
 * JavaScript, the views of FullScreenViews with it.
 */
export function ViewLink({
  opens,
  href,
  children,
  ...anchor
}: { opens?: FullScreenView; href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const views = useContext(ViewsContext);
  return (
    <a
      href={href}
      {...anchor}
      onClick={(event) => {
        if (!views) return;
        event.preventDefault();
        if (opens) views.open(opens);
        else views.close();
      }}
    >
      {children}
    </a>
  );
}

/**
 * Moves focus into a view when it opens and back to the button that opened it when it closes, by its
 * close link or by Escape (with JavaScript; without it, the links' fragments take the visitor there).
 */
export function useViewFocus(
  open: boolean,
  target: () => HTMLElement | null,
  trigger: () => HTMLElement | null,
) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) target()?.focus();
    if (!open && wasOpen.current) trigger()?.focus();
    wasOpen.current = open;
    // Only a change of `open` moves focus; the getters read the DOM when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/**
 * A part of the page that small screens show as a full-screen view behind a button. Without
 * JavaScript the button is a link to the panel's anchor and CSS :target opens it; with JavaScript
 * the views context does, focus moves into it and back, and Escape closes it. Wide screens show the
 * panel in place. (FullScreenOverlay is the view over the whole page at every width.)
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
  useViewFocus(
    open,
    () => document.getElementById(id),
    () => document.getElementById(`${id}-open`),
  );
  return (
    <>
      <ViewLink
        opens={view}
        href={`#${id}`}
        id={`${id}-open`}
        className="fullscreen-trigger button"
        aria-expanded={views ? open : undefined}
        aria-controls={id}
      >
        {label}
      </ViewLink>
      <div
        id={id}
        className={`fullscreen-panel${open ? " is-open" : ""}`}
        aria-label={label}
        role="region"
        tabIndex={-1}
      >
        <ViewLink href={`#${id}-open`} className="fullscreen-panel__close">
          {t("form.closePanel")}
        </ViewLink>
        {children}
      </div>
    </>
  );
}
