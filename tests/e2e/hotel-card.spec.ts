import type { APIRequestContext, Page } from "@playwright/test";
import { OfferSearchResponse, type OfferSummary } from "../../server/contract/search";
import { expect, test } from "./fixtures";
import { E2E, E2E_SECRETS } from "./ports";
import { checkPage, visit } from "./support";

const javascript = () => test.info().project.use.javaScriptEnabled !== false;

/** The last price in a text: "Total pentru 3 persoane: 1 234,50 €" → 1234.5 */
const euros = (text: string) => {
  const prices = [...text.matchAll(/(\d[\d\s\u00a0]*,\d\d)\s*€/g)];
  return Number(
    prices
      .at(-1)![1]!
      .replace(/[\s\u00a0]/g, "")
      .replace(",", "."),
  );
};

const configurator = (page: Page) => page.locator("section.configurator");
const offerPanel = (page: Page) => page.locator("#selected-offer");

/** The selected offer's price per person and total (a full-price-only offer shows the total first). */
async function offerPrices(page: Page) {
  const perPersonLine = offerPanel(page).getByTestId("offer-per-person");
  const perPerson = euros(
    (await (
      (await perPersonLine.count()) > 0 ? perPersonLine : offerPanel(page).getByTestId("offer-price")
    ).textContent())!,
  );
  const total = euros((await offerPanel(page).getByTestId("offer-total").textContent())!);
  return { perPerson, total };
}

/**
 * Makes a choice in the configurator as the visitor would: with JavaScript the change loads in
 * place; without it the visitor presses "Actualizează oferta" and the card renders again.
 */
async function choose(page: Page, label: string, value: string) {
  const field = configurator(page).getByLabel(label, { exact: true });
  if (javascript()) {
    const answered = page.waitForResponse((r) => r.url().includes("/resources/configurator"));
    await field.selectOption(value);
    await answered;
    await expect(configurator(page)).toHaveAttribute("data-state", "loaded");
  } else {
    await field.selectOption(value);
    await configurator(page).getByRole("button", { name: "Actualizează oferta" }).click();
    await page.waitForLoadState("load");
  }
}

/** Offers as the API answers them in a language (spec §7 headers), to know what a card must show. */
async function searchOffers(request: APIRequestContext, locale: string): Promise<OfferSummary[]> {
  const basic = Buffer.from(E2E_SECRETS.WWW_BASIC_AUTH).toString("base64");
  const response = await request.post(`http://127.0.0.1:${E2E.apiPort}/www/offers/search`, {
    headers: { "x-api-key": E2E_SECRETS.API_KEY, authorization: `Basic ${basic}`, "x-language": locale },
    data: { offerType: "BY_PLANE", durationFrom: 7, durationTo: 7, metaData: { page: 0, pageSize: 50 } },
  });
  expect(response.status()).toBe(200);
  return OfferSearchResponse.parse(await response.json()).offers;
}

async function openHotelFromListing(page: Page, query = "") {
  await visit(page, `/wypoczynek/grecia/creta/oferty-samolotem${query}`);
  const card = page.locator(".offer-card").first();
  const name = (await card.locator(".offer-card__name a").textContent())!;
  const listed = euros((await card.locator(".offer-card__amount").textContent())!);
  await card.locator(".offer-card__name a").click();
  await expect(page).toHaveURL(/\/vacante\/[a-z0-9-]+\/WS-[A-Z0-9_-]+\?/);
  await page.waitForLoadState("load");
  return { name, listed };
}

test("from a listing to the hotel card: the listed offer is selected, with the hotel's details", async ({
  page,
}) => {
  const { name, listed } = await openHotelFromListing(page);
  await checkPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("navigation", { name: "Ești aici" })).toContainText("Creta");
  await expect(page.getByRole("region", { name: "Galerie foto" }).getByRole("img").first()).toHaveAttribute(
    "alt",
    `${name}, fotografia 1`,
  );
  await expect(page.getByRole("region", { name: "Despre hotel" })).toContainText(name);
  await expect(page.getByRole("link", { name: "Vezi pe hartă (OpenStreetMap)" })).toHaveAttribute(
    "rel",
    "noreferrer nofollow",
  );
  // The card opens on the listed offer at the listed price, and says so to search engines.
  await expect(offerPanel(page).getByTestId("offer-price")).toHaveText(/\d/);
  expect(euros((await offerPanel(page).getByTestId("offer-price").textContent())!)).toBe(listed);
  // Both flights say when they land, on the arrival airport's clock (Crete out, back home), and
  // name the airports: the return leaves from Heraklion, not from "HER".
  await expect(offerPanel(page)).toContainText(
    /aterizare (?:pe [^,]+, )?la \d\d:\d\d, ora locală \(Heraklion\)[\s\S]*din Heraklion – [\s\S]*aterizare (?:pe [^,]+, )?la \d\d:\d\d, ora locală \((?!Heraklion\))(?![A-Z]{3}\))[^)]+\)/,
  );
  await expect(offerPanel(page)).not.toContainText(/\b(din|ora locală \()[A-Z]{3}\b/);
  // The hotel's rooms each have a name, so no two look alike.
  const roomNames = await page
    .getByRole("list", { name: "Camere" })
    .getByRole("listitem")
    .locator("strong")
    .allTextContents();
  expect(roomNames.length).toBeGreaterThan(0);
  expect(new Set(roomNames).size).toBe(roomNames.length);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    "@type": string;
    name: string;
    makesOffer: { price: string; priceCurrency: string; sku: string };
  };
  expect(jsonLd).toMatchObject({ "@type": "Hotel", name });
  expect(Number(jsonLd.makesOffer.price)).toBe(listed);
  expect(page.url()).toContain(jsonLd.makesOffer.sku);

  await page.getByRole("link", { name: "Vezi ofertele: Vacanțe cu avionul" }).click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/[a-z0-9-]+\/oferty-samolotem$/);
  await page.waitForLoadState("load");
  await expect(page.locator(".offer-card__name", { hasText: name }).first()).toBeVisible();
});

test("both flights name their airports and the return flies the next number up, in every language", async ({
  page,
  request,
}) => {
  // An offer of an airline whose code holds a digit: Wizz Air (W6), Enter Air (E4) or HiSky (H4).
  const offer = (await searchOffers(request, "ro")).find((o) => /\d/.test(o.departureFlight!.airLineCode));
  expect(offer, "an offer flown by W6, E4 or H4").toBeDefined();
  const { airLineCode: airline, flightNumber } = offer!.departureFlight!;
  const number = Number(flightNumber.slice(airline.length));
  for (const [locale, prefix] of [
    ["ro", ""],
    ["pl", "/pl"],
    ["uk", "/uk"],
    ["cs", "/cs"],
    ["hu", "/hu"],
  ] as const) {
    const local = (await searchOffers(request, locale)).find((o) => o.offerCode === offer!.offerCode)!;
    const home = local.departureFlight!.departureAirport;
    const away = local.returnFlight!.departureAirport;
    // Names, not IATA codes, on both legs.
    expect(
      [home, away].filter((name) => /^[A-Z]{3}$/.test(name)),
      locale,
    ).toEqual([]);
    const path = `${prefix}/vacante/${offer!.hotel.slug}/${offer!.offerCode}`;
    if (locale === "ro") await visit(page, path);
    else await page.goto(path);
    const legs = offerPanel(page).locator("dd");
    await expect(legs.nth(1), `${locale} outbound`).toContainText(home);
    await expect(legs.nth(1), `${locale} outbound`).toContainText(`${airline} ${number}`);
    await expect(legs.nth(1), `${locale} outbound lands`).toContainText(`(${away})`);
    await expect(legs.nth(2), `${locale} return`).toContainText(away);
    await expect(legs.nth(2), `${locale} return`).toContainText(`${airline} ${number + 1}`);
    await expect(legs.nth(2), `${locale} return lands`).toContainText(`(${home})`);
  }
});

test("rooms have names, and their capacities count in words that agree with the numbers", async ({
  page,
}) => {
  // A round trip: a double room and a single one, whose "1" must read as one.
  await visit(page, "/wypoczynek/oferty-objazdowe");
  const href = (await page.locator(".offer-card__name a").first().getAttribute("href"))!;
  const path = href.split("?")[0]!;
  await visit(page, path);
  await expect(page.getByRole("list", { name: "Camere" }).getByRole("listitem")).toHaveText([
    "Cameră single: Cameră pentru cel mult 1 adult și 1 persoană în total",
    "Cameră dublă: Cameră pentru cel mult 2 adulți și 3 persoane în total",
  ]);
  await expect(configurator(page).getByRole("group", { name: "Alegerea camerei" })).toContainText(
    "Cameră dublă · Cameră pentru cel mult 2 adulți și 3 persoane în total",
  );
  await expect(offerPanel(page)).toContainText("Cameră dublă");
  await page.goto(`/pl${path}`);
  await expect(page.getByRole("list", { name: "Pokoje" }).getByRole("listitem")).toHaveText([
    "Pokój jednoosobowy: Pokój dla najwyżej 1 dorosłego, łącznie dla 1 osoby",
    "Pokój dwuosobowy: Pokój dla najwyżej 2 dorosłych, łącznie dla 3 osób",
  ]);
});

test("the configurator follows airport, nights, date, board, room and party, pricing each choice", async ({
  page,
}) => {
  // A search for three adults: the card opens for them.
  await openHotelFromListing(page, "?ctAdult=3");
  const select = (label: string) => configurator(page).getByLabel(label, { exact: true });
  const optionValues = (label: string) =>
    select(label)
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

  const airports = await optionValues("Aeroport de plecare");
  const current = await select("Aeroport de plecare").inputValue();
  const other = airports.find((code) => code !== current);
  if (other) {
    const name = (await select("Aeroport de plecare").locator(`option[value="${other}"]`).textContent())!;
    await choose(page, "Aeroport de plecare", other);
    await expect(select("Aeroport de plecare")).toHaveValue(other);
    await expect(offerPanel(page)).toContainText(`din ${name.replace(/ \([A-Z]{3}\)$/, "")}`);
  }
  await expect(configurator(page).getByLabel("Adulți", { exact: true })).toHaveValue("3");
  const { perPerson, total } = await offerPrices(page);
  expect(total).toBeCloseTo(perPerson * 3, 2);
  await expect(offerPanel(page)).toContainText("3 adulți");
  const nights = await optionValues("Durata");
  const wantedNights = nights.at(-1)!;
  await choose(page, "Durata", wantedNights);
  await expect(select("Durata")).toHaveValue(wantedNights);
  await expect(offerPanel(page)).toContainText(`${wantedNights} nopți`);

  const dates = await optionValues("Data plecării");
  const wantedDate = dates.at(-1)!;
  await choose(page, "Data plecării", wantedDate);
  const [y, m, d] = wantedDate.split("-");
  await expect(offerPanel(page)).toContainText(`${d}.${m}.${y}`);

  // Board and room are radio buttons: the visitor picks another and updates.
  for (const name of ["board", "room"]) {
    const other = configurator(page).locator(`input[name="${name}"]:not(:checked)`).first();
    if ((await other.count()) === 0) continue;
    const value = (await other.getAttribute("value"))!;
    if (javascript()) {
      const answered = page.waitForResponse((r) => r.url().includes("/resources/configurator"));
      await other.check();
      await answered;
    } else {
      await other.check();
      await configurator(page).getByRole("button", { name: "Actualizează oferta" }).click();
      await page.waitForLoadState("load");
    }
    await expect(configurator(page).locator(`input[name="${name}"][value="${value}"]`)).toBeChecked();
  }
  const now = await offerPrices(page);
  expect(now.total).toBeCloseTo(now.perPerson * 3, 2);
  // The rooms offered all take three adults.
  const rooms = configurator(page).getByRole("group", { name: "Alegerea camerei" });
  for (const text of await rooms.locator("label").allTextContents()) {
    expect(Number(/cel mult (\d) adulți/.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
  }
  // Back to two adults: the total follows.
  await choose(page, "Adulți", "2");
  await expect(offerPanel(page)).toContainText("2 adulți");
  const two = await offerPrices(page);
  expect(two.total).toBeCloseTo(two.perPerson * 2, 2);
  if (javascript()) {
    // The URL keeps the selection: a reload shows the same offer.
    const code = await page.locator("#selected-offer a", { hasText: "Link permanent" }).getAttribute("href");
    await page.reload();
    await expect(page.locator("#selected-offer a", { hasText: "Link permanent" })).toHaveAttribute(
      "href",
      code!,
    );
  }
});

test("a child without a birth date is flagged; nine adults get no room and no hints", async ({ page }) => {
  await openHotelFromListing(page);
  await choose(page, "Copii", "1");
  const birthDate = configurator(page).getByLabel("Data nașterii copilului 1");
  await expect(birthDate).toHaveAttribute("aria-invalid", "true");
  await expect(configurator(page)).toContainText("Introdu data nașterii copilului 1.");
  await choose(page, "Adulți", "8");
  await expect(configurator(page).getByRole("group", { name: "Alegerea camerei" })).toContainText(
    "Acest hotel nu are camere pentru",
  );
  await expect(offerPanel(page)).toHaveCount(0);
});

test("an adults-only hotel tells a family why it has no room, and offers adults their rooms", async ({
  page,
}) => {
  await visit(page, "/wypoczynek/oferty-samolotem?facility=ADULTS_ONLY");
  const href = (await page.locator(".offer-card__name a").first().getAttribute("href"))!;
  const path = href.split("?")[0]!.split("/").slice(0, 3).join("/");
  await visit(page, `${path}?childrenBirthDates=2019-05-01`);
  await expect(page.getByText("Doar adulți", { exact: true })).toBeVisible();
  const rooms = configurator(page).getByRole("group", { name: "Alegerea camerei" });
  await expect(rooms).toContainText("Acest hotel primește doar adulți (de la 18 ani)");
  await expect(rooms).not.toContainText("Schimbă numărul de participanți");
  await expect(offerPanel(page)).toHaveCount(0);
  // Two adults alone are offered a room.
  await visit(page, path);
  await expect(offerPanel(page)).toBeVisible();
  await expect(rooms).not.toContainText("doar adulți");
  await checkPage(page);
});

test("the lowest-price calendar selects a day and moves between months", async ({ page }) => {
  await openHotelFromListing(page);
  const calendar = page.locator("#calendar");
  await expect(calendar).toHaveAttribute("data-state", "loaded");
  const caption = (await calendar.locator("caption").textContent())!;
  const day = calendar.locator("td a:not([aria-current])").first();
  const label = (await day.getAttribute("aria-label"))!;
  const date = /^(\d\d\.\d\d\.\d{4})/.exec(label)![1]!;
  await day.click();
  if (!javascript()) await page.waitForLoadState("load");
  await expect(offerPanel(page)).toContainText(date);
  await expect(calendar.locator('a[aria-current="date"]')).toHaveAttribute("aria-label", label);
  const next = calendar.getByRole("link", { name: /Luna următoare/ });
  if ((await next.count()) > 0) {
    await next.click();
    await expect(calendar.locator("caption")).not.toHaveText(caption);
  }
});

test("an offer segment opens that offer; a bad segment is a 404; an offer no longer sold says so", async ({
  page,
  request,
}) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const href = (await page.locator(".offer-card__name a").nth(1).getAttribute("href"))!;
  const path = href.split("?")[0]!;
  const [, slug, offerCode] = /\/vacante\/([^/]+)\/([^/?]+)/.exec(path)!;
  await visit(page, path);
  await expect(page.locator("#selected-offer a", { hasText: "Link permanent" })).toHaveAttribute(
    "href",
    new RegExp(`/vacante/${slug}/${offerCode}\\?adults=2$`),
  );
  expect((await request.get(`/vacante/${slug}/not-an-offer`)).status()).toBe(404);
  expect((await request.get(`/vacante/${slug}/${offerCode}/more`)).status()).toBe(404);
  expect((await request.get("/vacante/no-such-hotel")).status()).toBe(404);
  expect((await request.get("/vacante/Not_A_Slug")).status()).toBe(404);
  await visit(page, `/vacante/${slug}/WS-H99999-OTP-20200101-07-AI-DBL?adults=x&date=bad&nights=99`);
  await expect(page.getByText("Oferta din link nu mai este disponibilă")).toBeVisible();
  await expect(offerPanel(page)).toBeVisible();
  // The internal path moves to the public one.
  const internal = await request.get(`/hotelCard/${slug}`, { maxRedirects: 0 });
  expect(internal.status()).toBe(301);
  expect(internal.headers().location).toBe(`/vacante/${slug}`);
});

test("the card speaks the page's language and takes the spec's parameters", async ({ page }) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const href = (await page.locator(".offer-card__name a").first().getAttribute("href"))!;
  const path = href.split("?")[0]!;
  await visit(page, `/pl${path}?fullPrice=true&bidding=true&childrenBirthDates=2019-05-01`);
  await expect(page.getByRole("heading", { level: 2, name: "O hotelu" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oferta dla klienta" })).toBeVisible();
  await expect(offerPanel(page)).toContainText("2 dorosłych i 1 dziecko");
  // fullPrice shows the party's total as the price.
  const shown = euros((await offerPanel(page).getByTestId("offer-price").textContent())!);
  const total = euros((await offerPanel(page).getByTestId("offer-total").textContent())!);
  expect(shown).toBe(total);
  // scrollTo becomes a fragment.
  await page.goto(`${path}?scrollTo=roomChoice`);
  expect(new URL(page.url()).hash).toBe("#roomChoice");
});

test("a family's price adds up: per adult, each child by age, and the party's total", async ({ page }) => {
  const born = `${new Date().getUTCFullYear() - 7}-03-01`;
  await openHotelFromListing(page, `?ctChild=1&birthDate=${born}`);
  await expect(offerPanel(page).locator(".selected-offer__price")).toContainText(/de adult|Preț total/);
  const lines = await offerPanel(page).getByTestId("offer-breakdown").locator("li").allTextContents();
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^2 adulți × /);
  // Seven this year; the departure (the listing's cheapest) may fall in a later year.
  expect(lines[1]).toMatch(/^Copil de [789] ani: /);
  const { perPerson, total } = await offerPrices(page);
  expect(euros(lines[0]!)).toBe(perPerson);
  expect(Math.round((perPerson * 2 + euros(lines[1]!)) * 100)).toBe(Math.round(total * 100));
  await expect(offerPanel(page).getByTestId("offer-total")).toContainText("(2 adulți și 1 copil)");
});

test("book leads to the reservation page with the chosen offer", async ({ page }) => {
  await openHotelFromListing(page);
  const price = (await offerPanel(page).getByTestId("offer-price").textContent())!;
  await offerPanel(page).getByRole("link", { name: "Rezervă" }).click();
  await expect(page).toHaveURL(/\/checkout\/rezervare\/WS-/);
  await page.waitForLoadState("load");
  await checkPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezervare");
  await expect(page.getByText("Rezervarea online se deschide în curând", { exact: false })).toBeVisible();
  await expect(page.getByTestId("offer-price")).toHaveText(price);
});

test("the lowest-price chart draws the hotel's prices and leads back to an offer", async ({ page }) => {
  // A hotel that takes three adults, for the form below.
  await openHotelFromListing(page, "?ctAdult=3");
  await page.getByRole("link", { name: "Vezi graficul prețurilor minime pentru acest hotel" }).click();
  await page.waitForLoadState("load");
  await checkPage(page);
  await expect(page.getByRole("img", { name: /Graficul celor mai mici prețuri/ })).toBeVisible();
  const table = page.getByRole("table", { name: "Cele mai mici prețuri pe date de plecare" });
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(3);
  expect(await page.locator(".price-chart__bar").count()).toBe(await rows.count());
  // The chart's GET form: three adults, and the totals follow.
  await page.getByLabel("Adulți", { exact: true }).selectOption("3");
  await page.getByRole("button", { name: "Arată prețurile" }).click();
  await page.waitForLoadState("load");
  await expect(page).toHaveURL(/adults=3/);
  const first = rows.first().locator("td");
  expect(euros((await first.nth(1).textContent())!)).toBeCloseTo(
    euros((await first.nth(0).textContent())!) * 3,
    2,
  );
  const row = rows.nth(2);
  const date = (await row.locator("th a").textContent())!;
  const price = (await row.locator("td").nth(0).textContent())!;
  await row.getByRole("link").click();
  await page.waitForLoadState("load");
  await expect(offerPanel(page)).toContainText(date);
  expect((await offerPrices(page)).perPerson).toBe(euros(price));
});

test("the wishlist keeps an offer: add it on the card, see it in /preferate and the header, remove it", async ({
  page,
}) => {
  const { name } = await openHotelFromListing(page);
  const count = page.getByTestId("wishlist-count");
  await expect(count).toHaveText("(0)");
  await offerPanel(page)
    .getByRole("button", { name: `Adaugă la preferate: oferta de la ${name}` })
    .click();
  if (!javascript()) await page.waitForLoadState("load");
  await expect(count).toHaveText("(1)");
  await expect(
    offerPanel(page).getByRole("button", { name: `Șterge din preferate: oferta de la ${name}` }),
  ).toBeVisible();
  const price = (await offerPanel(page).getByTestId("offer-price").textContent())!;
  const room = (await offerPanel(page).locator('dt:text-is("Camera") + dd').textContent())!;

  await page.getByRole("link", { name: /Preferate/ }).click();
  await page.waitForLoadState("load");
  await checkPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preferatele mele");
  const item = page.locator(".wishlist-item", { hasText: name });
  await expect(item.getByTestId("wishlist-offer")).toContainText(price);
  // Every price says how one travels and whom it is for.
  await expect(item.getByTestId("wishlist-offer")).toContainText("Vacanțe cu avionul");
  await expect(item.getByTestId("wishlist-offer")).toContainText("total (2 adulți)");
  // The saved offer says its room: two offers of a hotel in other rooms do not look alike.
  await expect(item.getByTestId("wishlist-offer")).toContainText(room);
  await item.getByRole("button", { name: `Șterge din preferate: ${name}` }).click();
  if (!javascript()) await page.waitForLoadState("load");
  await expect(count).toHaveText("(0)");
  await page.reload();
  await expect(page.getByText("Nu ai încă hoteluri sau oferte preferate.", { exact: false })).toBeVisible();
});

test("a hotel saved from a listing card shows in the wishlist", async ({ page }) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const card = page.locator(".offer-card").nth(2);
  const name = (await card.locator(".offer-card__name a").textContent())!;
  await card.getByRole("button", { name: `Adaugă la preferate: ${name}` }).click();
  if (!javascript()) await page.waitForLoadState("load");
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/oferty-samolotem/);
  await expect(card.getByRole("button", { name: `Șterge din preferate: ${name}` })).toBeVisible();
  await expect(page.getByTestId("wishlist-count")).toHaveText("(1)");
  await visit(page, "/preferate");
  await expect(page.locator(".wishlist-item", { hasText: name })).toBeVisible();
});

test("with JavaScript, a failed configurator call keeps the offer and says so", async ({ page }) => {
  test.skip(!javascript(), "The live update exists only with JavaScript");
  await openHotelFromListing(page);
  const price = (await offerPanel(page).getByTestId("offer-price").textContent())!;
  await page.route("**/resources/configurator**", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"error":true}' }),
  );
  await configurator(page).getByLabel("Adulți", { exact: true }).selectOption("1");
  await expect(configurator(page)).toHaveAttribute("data-state", "error");
  await expect(configurator(page).getByRole("alert")).toHaveText(
    "Nu am putut actualiza oferta. Încearcă din nou.",
  );
  await expect(offerPanel(page).getByTestId("offer-price")).toHaveText(price);
});

test("on a phone the configurator is a full-screen view with its roomChoice and participantsAndDate sections", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openHotelFromListing(page);
  const panel = page.locator("#configurator");
  await expect(panel).toBeHidden();
  await page.getByRole("link", { name: "Alege oferta" }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "Alegerea camerei" }).click();
  await expect(panel.getByRole("group", { name: "Alegerea camerei" })).toBeInViewport();
  await panel.getByRole("link", { name: "Participanți și dată" }).click();
  await expect(panel.getByRole("group", { name: "Participanți și dată" })).toBeInViewport();
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "Închide" }).click();
  await expect(panel).toBeHidden();
  // The selected offer stays on the page, outside the view.
  await expect(offerPanel(page)).toBeVisible();
});

test("with statistics consent the card reports Offer Ready and the wishlist button Wishlist", async ({
  page,
}) => {
  test.skip(!javascript(), "the dataLayer is a script's; without JavaScript there is none");
  const events = (name: string) =>
    page.evaluate(
      (wanted) =>
        ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
          (e) => e.event === wanted,
        ),
      name,
    );
  const { name } = await openHotelFromListing(page);
  expect(await events("OfferReady")).toEqual([]);
  const banner = page.getByRole("region", { name: "Folosim cookie-uri" });
  await banner.getByRole("button", { name: "Accept toate" }).click();
  // The choice is stored once the banner is gone.
  await expect(banner).toHaveCount(0);
  await page.reload();
  const code = (await page.locator('script[type="application/ld+json"]').textContent())!;
  const sku = (JSON.parse(code) as { makesOffer: { sku: string } }).makesOffer.sku;
  await expect
    .poll(() => events("OfferReady"))
    .toEqual([expect.objectContaining({ event: "OfferReady", offerCode: sku, clickedLink: "listing" })]);
  await offerPanel(page)
    .getByRole("button", { name: `Adaugă la preferate: oferta de la ${name}` })
    .click();
  await expect
    .poll(() => events("Wishlist"))
    .toEqual([expect.objectContaining({ event: "Wishlist", action: "add", offerCode: sku })]);
});
