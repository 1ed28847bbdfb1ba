/**
 * What visitors typed into forms before the page hydrated. React does not reset a field when it
 * hydrates it; it sets controlled fields (a select's value above all) to its state on the next
 * render, which would undo a choice made in the moment between the page showing and the script
 * running. entry.client takes a snapshot of the forms marked data-keep-input just before hydrating,
 * and each form reapplies its own once mounted.
 */
const snapshots = new Map<string, string>();

export function snapshotForms(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-keep-input]")) {
    const fields = currentFields(form);
    // Only a form the visitor changed has a snapshot. The DOM still shows the visitor's choices once
    // hydrated, so the served HTML, not the form after hydration, tells whether anything changed.
    if (fields !== servedFields(form)) snapshots.set(form.dataset.keepInput ?? "", fields);
  }
}

/** The form's fields as changed before hydration, once; undefined when nothing was changed. */
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

/** A form's fields as the server sent them: a copy of the form, reset to its HTML's values. */
function servedFields(form: HTMLFormElement): string {
  const served = form.cloneNode(true) as HTMLFormElement;
  served.reset();
  return currentFields(served);
}
