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
});
