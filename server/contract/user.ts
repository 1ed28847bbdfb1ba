import { z } from "zod";
import { Locale, VisitorStatus } from "./common";

/** GET /www/user/info/get?timestamp= (spec §3 "User info"); the visitor status also goes in a header. */
export const UserInfoQuery = z.object({ timestamp: z.coerce.number().int().nonnegative().optional() });

export const UserInfo = z.object({
  authenticated: z.boolean(),
  account_type: z.enum(["ANONYMOUS", "CUSTOMER"]),
  user_uid: z.string().nullable(),
  language: Locale,
  hashed_user_uid: z.string().nullable(),
  user_status: VisitorStatus,
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Name of the customer session cookie the API reads (set by the account flows). */
export const CUSTOMER_SESSION_COOKIE = "customer_session";
