import { HEADERS, UserInfo, VisitorStatus } from "../../../server/contract";
import type { ApiClient } from "./client.server";

export interface Visitor {
  info: UserInfo;
  status: VisitorStatus;
}

/**
 * User info (spec §3) with the visitor status from the response header (spec §4). The status falls
 * back to FIRST_TIME_ON_PAGE when the header is missing or unknown.
 */
export async function getVisitor(api: ApiClient): Promise<Visitor> {
  const response = await api.request("/www/user/info/get", { query: { timestamp: Date.now() } });
  const info = UserInfo.parse(await response.json());
  const status = VisitorStatus.catch("FIRST_TIME_ON_PAGE").parse(response.headers.get(HEADERS.visitorStatus));
  return { info, status };
}
