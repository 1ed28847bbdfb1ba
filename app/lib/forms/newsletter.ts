import { z } from "zod";

/** Error messages are keys of the newsletter namespace (newsletter:errors.*), localized where shown. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .pipe(z.email({ error: "emailInvalid" }).max(254, { error: "emailInvalid" })),
  consent: z.literal("on", { error: "consentRequired" }),
  source: z.string().max(100).optional(),
  returnTo: z.string().max(500).optional(),
  /** Present only once JavaScript runs: the action then answers in place instead of redirecting. */
  inPlace: z.literal("1").optional(),
});

/** The form's fields as the browser holds them (a type only: the schema itself stays on the server). */
export type NewsletterFields = z.input<typeof newsletterSchema>;
