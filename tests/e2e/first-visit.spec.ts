import { expect, test } from "./fixtures";
import { startOwnServers, type OwnServers } from "./own-servers";

/**
 * A first visit, and every crawler hit (crawlers keep no cookies), has an app id the web server made
 * for that request and nothing stored under it: its pages ask the API for no wishlist.
 */
let servers: OwnServers;
const asked: string[] = [];

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP only: one project is enough");
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  servers = await startOwnServers((api) => {
    api.app.addHook("onRequest", async (request) => {
      if (request.url.startsWith("/www/wishlist"))
        asked.push(`${request.url} ${request.headers["x-app-id"]}`);
    });
  });
});
test.afterAll(async () => {
  await servers?.stop();
});

test("a first visit asks the API for no wishlist; a returning visitor's list is read", async () => {
  const pages = ["/", "/wypoczynek/grecia/oferty-samolotem", "/uk"];
  const sent = await Promise.all(pages.map((path) => fetch(`${servers.web}${path}`)));
  for (const answer of sent) expect(answer.status).toBe(200);
  const cookie = sent[0]!.headers.getSetCookie().find((line) => line.startsWith("app_id="));
  expect(cookie, "a first visit gets an app id").toBeTruthy();
  // A visitor's own header cannot claim to be new: the server sets it only when it made the id.
  expect(asked).toEqual([]);

  const pair = cookie!.split(";")[0]!;
  const back = await fetch(`${servers.web}/wypoczynek/grecia/oferty-samolotem`, {
    headers: { cookie: pair, "x-storefront-new-visitor": "1" },
  });
  expect(back.status).toBe(200);
  expect(asked.map((line) => line.split(" ")[0]).sort()).toEqual([
    "/www/wishlist/count",
    "/www/wishlist/keys",
  ]);
  // Both for the visitor's own id, the one the first answer gave.
  expect(new Set(asked.map((line) => line.split(" ")[1])).size).toBe(1);
});
