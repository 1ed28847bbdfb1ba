import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSessions, customers, errorReports, visitors } from "../../server/db/schema";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

const userInfo = (headers: Record<string, string> = {}) =>
  api.app.inject({ url: `/www/user/info/get?timestamp=${Date.now()}`, headers: { ...auth.www, ...headers } });

describe("GET /www/user/info/get", () => {
  it("answers an anonymous first-time visitor by default, with the status header", async () => {
    const response = await userInfo({ "x-language": "pl" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-visitor-status"]).toBe("FIRST_TIME_ON_PAGE");
    expect(response.json()).toEqual({
      authenticated: false,
      account_type: "ANONYMOUS",
      user_uid: null,
      language: "pl",
      hashed_user_uid: null,
      user_status: "FIRST_TIME_ON_PAGE",
    });
  });

  it("keeps a new app id first-time within its first visit, then calls it returning", async () => {
    const appId = "0b6f5a3e-2f44-4c1e-9b0c-3f1a7d2e9c11";
    expect((await userInfo({ "x-app-id": appId })).headers["x-visitor-status"]).toBe("FIRST_TIME_ON_PAGE");
    expect((await userInfo({ "x-app-id": appId })).headers["x-visitor-status"]).toBe("FIRST_TIME_ON_PAGE");
    await api.database.db
      .update(visitors)
      .set({ firstSeenAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(visitors.appId, appId));
    const returning = await userInfo({ "x-app-id": appId });
    expect(returning.headers["x-visitor-status"]).toBe("RETURNING_VISITOR");
    expect(returning.json<{ user_status: string }>().user_status).toBe("RETURNING_VISITOR");
  });

  it("ignores a malformed app id instead of storing it", async () => {
    const response = await userInfo({ "x-app-id": "'; drop table visitors; --" });
    expect(response.statusCode).toBe(200);
    const rows = await api.database.db
      .select()
      .from(visitors)
      .where(eq(visitors.appId, "'; drop table visitors; --"));
    expect(rows).toHaveLength(0);
  });

  it("answers LOGGED for a customer with a live session, and anonymous once it expired", async () => {
    const [customer] = await api.database.db
      .insert(customers)
      .values({ email: "ana.popescu@example.ro", firstName: "Ana", lastName: "Popescu" })
      .returning();
    const token = randomBytes(16).toString("hex");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await api.database.db
      .insert(customerSessions)
      .values({ tokenHash, customerId: customer!.id, expiresAt: new Date(Date.now() + 3600_000) });
    const logged = await userInfo({ cookie: `customer_session=${token}` });
    expect(logged.headers["x-visitor-status"]).toBe("LOGGED");
    expect(logged.json()).toMatchObject({
      authenticated: true,
      account_type: "CUSTOMER",
      user_uid: customer!.id,
      hashed_user_uid: createHash("sha256").update(customer!.id).digest("hex"),
      user_status: "LOGGED",
    });
    await api.database.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.tokenHash, tokenHash));
    expect((await userInfo({ cookie: `customer_session=${token}` })).headers["x-visitor-status"]).toBe(
      "FIRST_TIME_ON_PAGE",
    );
    expect(
      (await userInfo({ cookie: "customer_session=forged" })).json<{ authenticated: boolean }>()
        .authenticated,
    ).toBe(false);
  });
});

describe("POST /www/monitoring/errors", () => {
  it("stores a report and refuses a malformed one", async () => {
    const stored = await api.app.inject({
      method: "POST",
      url: "/www/monitoring/errors",
      headers: auth.www,
      payload: { source: "browser", kind: "cms-render", message: "boom", component: "tiles#home-main-4" },
    });
    expect(stored.statusCode).toBe(201);
    const rows = await api.database.db.select().from(errorReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "cms-render", component: "tiles#home-main-4" });
    const bad = await api.app.inject({
      method: "POST",
      url: "/www/monitoring/errors",
      headers: auth.www,
      payload: { kind: "x" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
