// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { currentFields, snapshotForms, takeSnapshot } from "~/lib/pre-hydration";

describe("choices made before hydration", () => {
  it("are kept per marked form, taken once, and comparable with the fields after hydration", () => {
    document.body.innerHTML = `
      <form data-keep-input="gs"><select name="r1a"><option>2</option><option>9</option></select>
        <input name="r1b" type="date" value=""></form>
      <form><input name="email" value="x@example.com"></form>`;
    const form = document.querySelector<HTMLFormElement>("form[data-keep-input]")!;
    const server = currentFields(form);
    form.querySelector("select")!.value = "9";
    snapshotForms(document);
    const before = takeSnapshot("gs");
    expect(before).toBe("r1a=9&r1b=");
    expect(before).not.toBe(server);
    expect(takeSnapshot("gs")).toBeUndefined();
  });

  it("are told from the served HTML, which hydration leaves the visitor's choices on top of", () => {
    document.body.innerHTML = `
      <form data-keep-input="gs"><select name="dur"><option value="">any</option>
        <option value="6-8">6-8</option><option value="9-12" selected>9-12</option></select>
        <input type="checkbox" name="a" value="OTP" checked><input name="r1b" type="date" value=""></form>`;
    const form = document.querySelector<HTMLFormElement>("form[data-keep-input]")!;
    snapshotForms(document);
    expect(takeSnapshot("gs"), "nothing changed, nothing to take up").toBeUndefined();

    form.querySelector("select")!.value = "6-8";
    form.querySelector<HTMLInputElement>("input[type=checkbox]")!.checked = false;
    snapshotForms(document);
    // The form still shows the choice once hydrated; the snapshot is there all the same.
    expect(takeSnapshot("gs")).toBe(currentFields(form));
    expect(currentFields(form)).toBe("dur=6-8&r1b=");
  });
});
