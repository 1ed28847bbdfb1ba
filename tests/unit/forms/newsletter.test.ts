import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newsletterSchema } from "~/lib/forms/newsletter";
import { NEWSLETTER_CONSTRAINT } from "~/lib/forms/newsletter-fields";

describe("newsletter form", () => {
  it("the browser's field constraints are the schema's", () => {
    expect(NEWSLETTER_CONSTRAINT).toEqual(getZodConstraint(newsletterSchema));
  });
});
