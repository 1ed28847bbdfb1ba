import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import type { GsOption } from "../../../server/contract/global-search";

/**
 * The destinations as a tree of checkboxes (countries → regions → resorts), all named "c", so the
 * GET form sends every chosen code. A parent partly chosen is marked (and, with JavaScript, its box
 * shows the indeterminate state); destinations without offers for the trip are disabled.
 */
export function DestinationTree({
  id,
  options,
  onToggle,
}: {
  id: string;
  options: GsOption[];
  onToggle: (code: string, selected: boolean) => void;
}) {
  return (
    <ul className="destination-tree">
      {options.map((option) => (
        <DestinationNode key={option.code} id={id} option={option} onToggle={onToggle} depth={0} />
      ))}
    </ul>
  );
}

function DestinationNode({
  id,
  option,
  onToggle,
  depth,
}: {
  id: string;
  option: GsOption;
  onToggle: (code: string, selected: boolean) => void;
  depth: number;
}) {
  const { t } = useTranslation("search");
  const box = useRef<HTMLInputElement>(null);
  // The indeterminate state is a DOM property only; the HTML shows the "partly chosen" note instead.
  useEffect(() => {
    if (box.current) box.current.indeterminate = option.indeterminate;
  }, [option.indeterminate]);
  const inputId = `${id}-c-${option.code}`;
  const inner = option.options.length ? (
    <ul>
      {option.options.map((child) => (
        <DestinationNode key={child.code} id={id} option={child} onToggle={onToggle} depth={depth + 1} />
      ))}
    </ul>
  ) : null;
  return (
    <li className={`destination-tree__item destination-tree__item--${depth}`}>
      <span className="global-search__option">
        <input
          ref={box}
          type="checkbox"
          id={inputId}
          name="c"
          value={option.code}
          checked={option.selected}
          disabled={!option.enabled}
          onChange={(event) => onToggle(option.code, event.target.checked)}
        />
        <label htmlFor={inputId} className={option.highlighted ? "destination-tree__highlight" : undefined}>
          {option.label}
          {option.indeterminate ? (
            <span className="destination-tree__note"> ({t("form.partlyChosen")})</span>
          ) : null}
          {!option.enabled ? (
            <span className="destination-tree__note"> ({t("form.unavailable")})</span>
          ) : null}
        </label>
      </span>
      {/* Regions of a country fold away; resorts stay under their open region. */}
      {inner && depth === 0 ? (
        <details className="destination-tree__children" open={option.indeterminate || undefined}>
          <summary>
            <span className="visually-hidden">{option.label}</span>
          </summary>
          {inner}
        </details>
      ) : (
        inner
      )}
    </li>
  );
}
