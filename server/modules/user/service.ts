import { createHash } from "node:crypto";
import type { Locale, UserInfo, VisitorStatus } from "../../contract";
import type { Db } from "../../db/client";
import { findCustomerBySessionHash, touchVisitor } from "./queries";

/** A visitor first seen longer ago than this is in a later session: a returning visitor. */
export const RETURNING_AFTER_MS = 30 * 60 * 1000;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function visitorStatusOf(firstSeenAt: Date, now: Date): VisitorStatus {
  return now.getTime() - firstSeenAt.getTime() > RETURNING_AFTER_MS
    ? "RETURNING_VISITOR"
    : "FIRST_TIME_ON_PAGE";
}

export async function getUserInfo(
  db: Db,
  input: { appId: string | undefined; sessionToken: string | undefined; language: Locale; now?: Date },
): Promise<UserInfo> {
  const customer = input.sessionToken
    ? await findCustomerBySessionHash(db, sha256(input.sessionToken))
    : undefined;
  if (customer && customer.status === "ACTIVE") {
    return {
      authenticated: true,
      account_type: "CUSTOMER",
      user_uid: customer.id,
      language: input.language,
      hashed_user_uid: sha256(customer.id),
      user_status: "LOGGED",
    };
  }
  const status = input.appId
    ? visitorStatusOf(await touchVisitor(db, input.appId), input.now ?? new Date())
    : "FIRST_TIME_ON_PAGE";
  return {
    authenticated: false,
    account_type: "ANONYMOUS",
    user_uid: null,
    language: input.language,
    hashed_user_uid: null,
    user_status: status,
  };
}
