import type { NewsletterSubscribeResponse } from "../../contract";
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

/** Idempotent: a second sign-up with the same address (any case) answers already-subscribed. */
export async function subscribe(
  db: Db,
  input: { email: string; locale: string; source: string },
): Promise<NewsletterSubscribeResponse> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email.trim().toLowerCase(), locale: input.locale, source: input.source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { status: inserted.length > 0 ? "subscribed" : "already-subscribed" };
}
