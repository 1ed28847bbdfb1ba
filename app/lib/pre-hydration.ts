/**
 * What visitors typed into forms before the page hydrated. React sets controlled fields (a select's
 * value above all) to their initial state when it hydrates, which would undo a choice made in the
 * moment between the page showing and the script running. entry.client takes a snapshot of the forms
 * marked data-keep-input just before hydrating, and each form reapplies its own once mounted.
 */
const snapshots = new Map<string, string>();

export function snapshotForms(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-keep-input]")) {
    const fields: [string, string][] = [];
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.push([name, value]);
    snapshots.set(form.dataset.keepInput ?? "", new URLSearchParams(fields).toString());
  }
}

/** The form's fields as they were before hydration, once; undefined when there is no snapshot. */
export function takeSnapshot(id: string): string | undefined {
  const snapshot = snapshots.get(id);
  snapshots.delete(id);
  return snapshot;
}

/** A form's fields now, in the snapshot's format. */
export function currentFields(form: HTMLFormElement): string {
  const fields: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.push([name, value]);
  return new URLSearchParams(fields).toString();
}
