/**
 * Label of a multi-selection (spec §5): the single label when one item is chosen, the count
 * placeholder (e.g. "3 airports") when more, and the empty label when none.
 */
export function multiSelectionLabel(
  selected: readonly { label: string }[],
  countPlaceholder: (count: number) => string,
  emptyLabel = "",
): string {
  if (selected.length === 0) return emptyLabel;
  if (selected.length === 1) return selected[0]?.label ?? emptyLabel;
  return countPlaceholder(selected.length);
}
