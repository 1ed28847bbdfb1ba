import { z } from "zod";

/** The cookie choice, from the banner (accept all, only necessary) or the settings page (per category). */
export const consentFormSchema = z.object({
  intent: z.enum(["all", "necessary", "custom"]),
  preferences: z.literal("on").optional(),
  statistics: z.literal("on").optional(),
  marketing: z.literal("on").optional(),
  returnTo: z.string().max(2048).optional(),
});
