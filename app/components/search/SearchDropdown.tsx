import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";

/**
 * One dropdown of the search form: a native disclosure whose panel opens as a popover under its
 * trigger, over the fields below it (app.css .global-search__panel), so opening it moves nothing
 * else. The dropdowns of one form share a `name`, so opening one closes the others, with or without
 * JavaScript. With JavaScript it also closes on Escape (focus back on its trigger), on a click
 * outside it, and when the keyboard moves focus out of it (a field under the panel never gets focus
 * while the panel hides it).
 */
export function SearchDropdown({
  group,
  className,
  label,
  value,
  open,
  onToggle,
  onEscape,
  detailsRef,
  children,
}: {
  /** The form's id: the dropdowns of one form open one at a time. */
  group: string;
  className: string;
  label: string;
  value: ReactNode;
  open?: boolean;
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  /** Runs before Escape closes the dropdown (the participants drop children without a birth date). */
  onEscape?: () => void;
  detailsRef?: RefObject<HTMLDetailsElement>;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLDetailsElement>(null);
  const details = detailsRef ?? ownRef;
  useLightDismiss(details);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const element = event.currentTarget;
    // A field inside that used Escape itself (the suggestions' list) has prevented its default.
    if (event.key !== "Escape" || event.isDefaultPrevented() || !element.open) return;
    event.preventDefault();
    onEscape?.();
    element.open = false;
    element.querySelector("summary")?.focus();
  };
  return (
    // A disclosure is interactive (the rule takes <details> for static); Escape is its keyboard close,
    // handled in React's bubbling so a field inside that uses Escape itself comes first.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={details}
      name={`${group}-dropdown`}
      className={`global-search__dropdown ${className}`}
      open={open}
      onToggle={onToggle}
      onKeyDown={onKeyDown}
    >
      <summary>
        <span className="global-search__label">{label}</span>
        <span className="global-search__value">{value}</span>
      </summary>
      <div className="global-search__panel">{children}</div>
    </details>
  );
}

/**
 * Closes an open dropdown when the visitor clicks, or moves focus by keyboard, outside it. A click
 * closes it once done (on click, not on the press): the open panel makes the page taller, and closing
 * it while the button is down could scroll the page under the pointer, so the click (on the search
 * button, say) would land elsewhere. The focus a press moves is left to the click for the same reason.
 */
function useLightDismiss(details: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    let pressing = false;
    const outside = (target: EventTarget | null) => target instanceof Node && !element.contains(target);
    const onPress = (event: PointerEvent) => {
      pressing = event.type === "pointerdown";
    };
    const onClick = (event: MouseEvent) => {
      if (element.open && outside(event.target)) element.open = false;
    };
    // relatedTarget is null when focus leaves the page or goes nowhere: that closes nothing.
    const onFocusOut = (event: FocusEvent) => {
      if (!pressing && element.open && outside(event.relatedTarget)) element.open = false;
    };
    const presses = ["pointerdown", "pointerup", "pointercancel"] as const;
    for (const type of presses) document.addEventListener(type, onPress, true);
    document.addEventListener("click", onClick);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      for (const type of presses) document.removeEventListener(type, onPress, true);
      document.removeEventListener("click", onClick);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [details]);
}
