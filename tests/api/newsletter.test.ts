import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../server/contract";
import { newsletterSubscriptions } from "../../server/db/schema";
import { readOutbox, type OutboxMessage } from "../../server/modules/mail/outbox";
import { CONFIRMATION, MAILS_PER_ADDRESS } from "../../server/modules/newsletter/service";
import { auth, buildTestApp, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

const CONFIRM_PAGE = "https://www.soleo.example/pl/formularz-do-newslettera/potwierdzenie";
const post = (url: string, payload: unknown, app = api.app) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...auth.www, "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const signUp = (email: string, more: Record<string, unknown> = {}) =>
  post("/www/newsletter/subscribe", {
    email,
    locale: "ro",
    consent: true,
    confirmUrl: CONFIRM_PAGE,
    ...more,
  });
const confirm = (token: string) => post("/www/newsletter/confirm", { token });

const mailsTo = async (email: string): Promise<OutboxMessage[]> =>
  (await readOutbox(api.outboxDir)).filter((mail) => mail.to === email);
/** The token of the confirmation link in a message's text, checked to lead to the confirmation page. */
function tokenOf(mail: OutboxMessage | undefined): string {
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(CONFIRM_PAGE);
  return url.searchParams.get("token") ?? "";
}
const rowOf = async (email: string) =>
  (
    await api.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0];
const rowCount = async () => (await api.database.db.select().from(newsletterSubscriptions)).length;
const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string } }).error.code;

describe("newsletter double opt-in", () => {
  it("answers a new, a pending and a confirmed address alike, and tells only the mailbox the difference", async () => {
    const email = "maria.ionescu@example.ro";
    const first = await signUp("Maria.Ionescu@Example.ro", { source: "home" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "pending" });
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe("Confirmă abonarea la newsletterul Soleo Vacanțe");
    expect(confirmation?.html).toContain(`href="${CONFIRM_PAGE}?token=`);
    const firstToken = tokenOf(confirmation);
    // Pending until confirmed, and the token itself is stored nowhere: only its SHA-256.
    const pending = await rowOf(email);
    expect(pending).toMatchObject({ source: "home", confirmedAt: null });
    expect(pending?.tokenHash).toBe(createHash("sha256").update(firstToken).digest("hex"));

    const again = await signUp(email);
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
    const secondToken = tokenOf((await mailsTo(email))[1]);
    expect(secondToken).not.toBe(firstToken);
    // The newest e-mail's link is the one that works.
    expect(errorCode(await confirm(firstToken))).toBe("TOKEN_UNKNOWN");

    const confirmed = await confirm(secondToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed" });
    expect((await rowOf(email))?.confirmedAt).toBeInstanceOf(Date);

    const third = await signUp(email, { locale: "ro" });
    expect([third.statusCode, third.json()]).toEqual([first.statusCode, first.json()]);
    const note = (await mailsTo(email))[2];
    expect(note?.subject).toBe("Adresa ta este deja abonată la newsletterul Soleo Vacanțe");
    expect(note?.text).not.toMatch(/token=/);
    // Still one row, still confirmed, by the same link.
    expect(await rowOf(email)).toMatchObject({
      confirmedAt: expect.any(Date),
      tokenHash: createHash("sha256").update(secondToken).digest("hex"),
    });
    expect(await rowCount()).toBe(1);
    // Using the link again is harmless: it says so.
    const reused = await confirm(secondToken);
    expect(reused.statusCode).toBe(409);
    expect(errorCode(reused)).toBe("ALREADY_CONFIRMED");
  });

  it.each<[Locale, string, string]>([
    ["ro", "Confirmă abonarea la newsletterul Soleo Vacanțe", "Linkul este valabil 7 zile."],
    ["pl", "Potwierdź zapis do newslettera Soleo Wakacje", "Link jest ważny przez 7 dni."],
    ["uk", "Підтвердьте підписку на розсилку Soleo Відпочинок", "Посилання дійсне 7 днів."],
    ["cs", "Potvrďte odběr newsletteru Soleo Dovolená", "Odkaz platí 7 dní."],
    ["hu", "Erősítsd meg a feliratkozásod a Soleo Utazás hírlevelére", "A link 7 napig érvényes."],
  ])("writes the confirmation e-mail in %s", async (locale, subject, validity) => {
    expect(CONFIRMATION.validDays).toBe(7);
    const email = `reader.${locale}@example.eu`;
    expect((await signUp(email, { locale })).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject, locale });
    expect(mail?.text).toContain(validity);
    expect(mail?.text).toContain(email);
    expect(mail?.html).toContain(`<html lang="${locale}">`);
  });

  it("e-mails one address a few times an hour at most, answering the same after", async () => {
    const email = "often@example.ro";
    const answers = [];
    for (let i = 0; i <= MAILS_PER_ADDRESS.limit; i += 1) answers.push(await signUp(email));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
      new Set(['200 {"status":"pending"}']),
    );
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(MAILS_PER_ADDRESS.limit);
    // The last e-mail's link still works: the refused sign-up changed nothing.
    expect((await confirm(tokenOf(mails.at(-1)))).statusCode).toBe(200);
  });

  it("refuses a wrong or expired token with a 4xx, and sweeps expired sign-ups away", async () => {
    const malformed = await confirm("not-a-token");
    expect(malformed.statusCode).toBe(400);
    expect(errorCode(await confirm("A".repeat(43)))).toBe("TOKEN_UNKNOWN");
    expect((await confirm("A".repeat(43))).statusCode).toBe(404);

    const email = "late@example.ro";
    await signUp(email);
    const token = tokenOf((await mailsTo(email))[0]);
    await api.database.db.execute(
      sql`UPDATE newsletter_subscriptions SET token_expires_at = now() - interval '1 minute' WHERE email = ${email}`,
    );
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(errorCode(expired)).toBe("TOKEN_EXPIRED");
    expect((await rowOf(email))?.confirmedAt).toBeNull();
    // The next sign-up, of any address, deletes the expired one: it never gave consent.
    await signUp("someone.else@example.ro");
    expect(await rowOf(email)).toBeUndefined();
    expect(errorCode(await confirm(token))).toBe("TOKEN_UNKNOWN");
  });

  it("stores nothing when the e-mail cannot be sent, and says to try again", async () => {
    // An outbox that cannot be made (below a file): every e-mail fails.
    const broken = await buildTestApp(api.database, undefined, "/dev/null/outbox");
    try {
      const before = await rowCount();
      const response = await post(
        "/www/newsletter/subscribe",
        { email: "unlucky@example.ro", locale: "ro", consent: true, confirmUrl: CONFIRM_PAGE },
        broken,
      );
      expect(response.statusCode).toBe(503);
      expect(errorCode(response)).toBe("MAIL_UNAVAILABLE");
      expect(await rowCount()).toBe(before);
    } finally {
      await broken.close();
    }
  });

  it.each([
    ["a bad address", { email: "maria@" }, "body.email"],
    ["no consent", { consent: false }, "body.consent"],
    ["an unknown locale", { locale: "de" }, "body.locale"],
    ["no confirmation page", { confirmUrl: undefined }, "body.confirmUrl"],
    [
      "a confirmation page with a query",
      { confirmUrl: `${CONFIRM_PAGE}?next=//evil.example` },
      "body.confirmUrl",
    ],
    ["a confirmation page elsewhere than http(s)", { confirmUrl: "javascript:alert(1)" }, "body.confirmUrl"],
    [
      "credentials in the confirmation page",
      { confirmUrl: "https://user:pw@www.soleo.example/" },
      "body.confirmUrl",
    ],
  ])("answers 400 for %s, storing and sending nothing", async (_case, change, path) => {
    const before = [await rowCount(), (await readOutbox(api.outboxDir)).length];
    const response = await signUp("refused@example.ro", change);
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ error: { details: { path: string }[] } }>().error.details.map((d) => d.path),
    ).toContain(path);
    expect([await rowCount(), (await readOutbox(api.outboxDir)).length]).toEqual(before);
  });

  it("answers 400, not 500, for malformed JSON, and 415 for a body that is not JSON", async () => {
    const broken = await post("/www/newsletter/subscribe", "{not json");
    expect(broken.statusCode).toBe(400);
    expect(errorCode(broken)).toBe("FST_ERR_CTP_INVALID_JSON_BODY");
    const form = await api.app.inject({
      method: "POST",
      url: "/www/newsletter/subscribe",
      headers: { ...auth.www, "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a@b.ro",
    });
    expect(form.statusCode).toBe(415);
  });
});
