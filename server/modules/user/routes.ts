import { parse as parseCookies } from "cookie";
import type { FastifyInstance } from "fastify";
import { APP_ID, CUSTOMER_SESSION_COOKIE, HEADERS, Locale, UserInfo, UserInfoQuery } from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import { getUserInfo } from "./service";

export function userRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/user/info/get",
      summary: "Who the visitor is; the visitor status is also in the x-visitor-status header",
      tags: ["user"],
      query: UserInfoQuery,
      response: UserInfo,
      handler: async ({ request, reply }) => {
        const appIdHeader = request.headers[HEADERS.appId];
        const appId = typeof appIdHeader === "string" && APP_ID.test(appIdHeader) ? appIdHeader : undefined;
        const language = Locale.catch("ro").parse(request.headers[HEADERS.language]);
        const info = await getUserInfo(db, {
          appId,
          sessionToken: parseCookies(request.headers.cookie ?? "")[CUSTOMER_SESSION_COOKIE],
          language,
        });
        reply.header(HEADERS.visitorStatus, info.user_status);
        reply.header("cache-control", "no-store");
        return info;
      },
    },
    options,
  );
}
