import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pageTypes } from "./page-types";
import { checkPage, expectAccessible, visit } from "./support";

test("searching from the home page: a week in Greece from Bucharest for two adults and a child", async ({
  page,
}, testInfo) => {
  const javascript = testInfo.project.name === "js";
  await visit(page, "/");
  const form = page.locator("form.global-search");
  // Each dropdown is opened by its trigger and closed by it again, as a visitor does.
  const dropdown = (name: string) => form.locator("summary", { hasText: name });
  await dropdown("Aeroport de plecare").click();
  await form.getByLabel("București Otopeni (OTP)").check();
  if (javascript) {
    await expect(form.locator(".global-search__airports .global-search__value")).toHaveText(
      "București Otopeni",
    );
  }
  await dropdown("Aeroport de plecare").click();
  await dropdown("Destinație").click();
  await form.getByLabel("Grecia", { exact: true }).check();
  await dropdown("Destinație").click();
  await form.getByLabel("Durata").selectOption("6-8");
  await dropdown("Participanți").click();
  // No birth date is asked for until children are chosen, with or without JavaScript.
  await expect(form.getByLabel("Data nașterii copilului 1", { exact: true })).toBeHidden();
  await form.getByLabel("Copii", { exact: true }).selectOption("1");
  // Only as many birth dates as children are asked for.
  await expect(form.getByLabel("Data nașterii copilului 2", { exact: true })).toBeHidden();
  await form.getByLabel("Data nașterii copilului 1", { exact: true }).fill("2019-04-02");
  if (javascript) {
    // The offers count follows the choices live, on the search button.
    await expect(form.locator(".global-search__submit")).toHaveText(/^Arată \d+ (de )?hoteluri?$/);
  }
  await form.locator(".global-search__submit").click();

  await expect(page).toHaveURL(
    /\/wypoczynek\/grecia\/oferty-samolotem\?a=OTP&ctChild=1&birthDate=2019-04-02&dF=6&dT=8$/,
  );

  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe cu avionul în Grecia");
  await checkPage(page);
  const facts = await page.locator(".offer-card__facts").allTextContents();
  expect(facts.length).toBeGreaterThan(0);
  for (const text of facts) {
    expect(text).toContain("din București Otopeni");
    expect(text).toMatch(/[678] nopți/);
  }
  // With a child the per-person price is an adult's and says so; the total names the party.
  // (Ryanair offers show their total only.)
  const labels = await page.locator(".offer-card__price-label").allTextContents();
  expect(labels).toContain("Preț de adult");
  for (const label of labels) expect(["Preț de adult", "Preț total"]).toContain(label);
  for (const total of await page.locator(".offer-card__total").allTextContents())
    expect(total).toMatch(/^[\d\s\u00a0]+,\d\d\s€ total \(2 adulți și 1 copil\)$/);
  // The listing's own search form shows the same search.
  const again = page.locator("form.global-search");
  await expect(again.getByLabel("București Otopeni (OTP)")).toBeChecked();
  await expect(again.getByLabel("Grecia", { exact: true })).toBeChecked();
});

test("a child without a birth date sends the visitor back with the field flagged", async ({ page }) => {
  await visit(page, "/wypoczynek?r1a=2&r1c=2&r1b=2018-08-15&r1b=", 400);
  await expect(page.getByText("Introdu data nașterii copilului 2.")).toBeVisible();
  await expect(page.getByLabel("Data nașterii copilului 2", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("Data nașterii copilului 1", { exact: true })).toHaveValue("2018-08-15");
  await checkPage(page);
});

test("with JavaScript the participants stay open while a child has no birth date, and Escape drops that child", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "nojs",
    "the dropdown's rules need JavaScript; without it the page checks on submit",
  );
  await visit(page, "/wypoczynek");
  await page.locator("input[name=tripType]:checked").waitFor();
  await page.waitForFunction(() => document.querySelector(".global-search__submit")?.textContent !== "Caută");
  const participants = page.locator("details.global-search__participants");
  await participants.locator("summary").click();
  await page.getByLabel("Copii", { exact: true }).selectOption("2");
  await page.getByLabel("Data nașterii copilului 1", { exact: true }).fill("2018-08-15");
  await participants.locator("summary").click();
  await expect(participants).toHaveAttribute("open", "");
  await expect(page.getByLabel("Data nașterii copilului 2", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByLabel("Data nașterii copilului 2", { exact: true }).press("Escape");
  await expect(participants).not.toHaveAttribute("open", "");
  await expect(participants.locator("summary")).toContainText("3 persoane, 1 cameră");
  await expect(page.getByLabel("Copii", { exact: true })).toHaveValue("1");
});

test("too many people for one online reservation are told to call, in Polish as the spec says", async ({
  page,
}) => {
  await page.goto("/pl/wypoczynek");
  await page.locator("summary", { hasText: "Uczestnicy" }).click();
  await page.getByLabel("Dorośli", { exact: true }).selectOption("9");
  await page.getByLabel("Dzieci", { exact: true }).selectOption("1");
  await page.getByLabel("Data urodzenia dziecka 1", { exact: true }).fill("2018-08-15");
  await page.locator(".global-search__submit").click();
  await expect(page.getByRole("alert")).toHaveText(
    "Maksymalna liczba osób w jednej rezerwacji online to 9. Powyżej tej liczby skontaktuj się z Biurem Obsługi Klienta.",
  );
});

test("keys and a chosen field while the search page is still hydrating break nothing, and the choice is kept", async ({
  page,
}, testInfo) => {
  // No wait for hydration on purpose: input while the page hydrates once threw React #345.
  await page.goto("/pl/wypoczynek");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const duration = page.getByLabel("Długość pobytu");
  await duration.selectOption("6-8");
  await duration.press("Tab");
  if (testInfo.project.name === "js") {
    // Hydrated: the search button counts the offers for the choices, the one above included.
    await expect(page.locator(".global-search__submit")).toHaveText(/^(Pokaż \d+ hotel|Brak ofert)/);
  }
  await expect(duration).toHaveValue("6-8");
});

test("a region and a trip type lead to their listing URLs", async ({ page }) => {
  await page.goto("/wypoczynek");
  await page.locator("summary", { hasText: "Destinație" }).click();
  await page.getByLabel("Grecia", { exact: true }).locator("..").locator("..").locator("summary").click();
  await page.getByLabel("Creta", { exact: true }).check();
  await page.locator(".global-search__submit").click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/oferty-samolotem$/);
  await page.waitForLoadState("load");
  await page.goto("/wypoczynek");
  await page.getByLabel("Schi", { exact: true }).check();
  await page.locator(".global-search__submit").click();
  await expect(page).toHaveURL(/\/wypoczynek\/oferty-narty$/);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe la schi: toate destinațiile");
});

test("two rooms by plane search as one multi-room party; a round trip books one room", async ({ page }) => {
  await visit(page, "/wypoczynek?rooms=2&r1a=2&r1c=0&r2a=1&r2c=1&r2b=2017-03-03&c=GR");
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/oferty-samolotem\?room=2%3B1%2C2017-03-03$/);
  await page.waitForLoadState("load");
  for (const total of await page.locator(".offer-card__total").allTextContents())
    expect(total).toContain("total (3 adulți și 1 copil)");
  await checkPage(page);
  await page.goto("/wypoczynek?tripType=WO&rooms=2&r1a=2&r1c=0&r2a=1&r2c=0");
  await expect(page).toHaveURL(/\/wypoczynek\/oferty-objazdowe$/);
});

test("without a passport: by plane to the countries an ID card is enough for", async ({ page }) => {
  await page.goto("/wypoczynek?tripType=NO_PASSPORT");
  await expect(page).toHaveURL(/\/wypoczynek\/oferty-samolotem\?c=/);
  await page.waitForLoadState("load");
  const places = await page.locator(".offer-card__place").allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).not.toMatch(/Turcia|Egipt|Tunisia/);
});

test("travel dates are a draft: Apply keeps them, closing the dropdown without it discards them", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "nojs", "without JavaScript the dates are plain fields of the form");
  await visit(page, "/wypoczynek");
  await page.waitForFunction(() => document.querySelector(".global-search__submit")?.textContent !== "Caută");
  const dates = page.locator("details.global-search__dates");
  await dates.locator("summary").click();
  await page.getByLabel("Plecare de la").fill("2027-06-01");
  await dates.locator("summary").click();
  await expect(dates.locator(".global-search__value")).toHaveText("Orice dată");
  await dates.locator("summary").click();
  await expect(page.getByLabel("Plecare de la")).toHaveValue("");
  await page.getByLabel("Plecare de la").fill("2027-06-01");
  await page.getByRole("button", { name: "Aplică", exact: true }).click();
  await expect(dates).not.toHaveAttribute("open", "");
  await expect(dates.locator(".global-search__value")).toHaveText("01.06.2027 – …");
});

/** Where every field of the form is, in page coordinates (a dropdown by its trigger). */
const fieldBoxes = (page: Page) =>
  page.locator("form.global-search").evaluate((form) =>
    [...form.querySelectorAll(".global-search__types, .global-search__row > *, .global-search__submit")].map(
      (field) => {
        const box = (
          field.matches("details") ? field.querySelector("summary")! : field
        ).getBoundingClientRect();
        return {
          field: field.className,
          x: box.x + scrollX,
          y: box.y + scrollY,
          w: box.width,
          h: box.height,
        };
      },
    ),
  );

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelector(".global-search__submit")?.textContent !== "Caută");

for (const width of [1280, 360]) {
  test(`at ${width} px an open dropdown lies over the fields below it, moves none of them and fits the screen`, async ({
    page,
  }, testInfo) => {
    const javascript = testInfo.project.name === "js";
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/wypoczynek");
    if (javascript) await hydrated(page);
    const form = page.locator("form.global-search");
    const closed = await fieldBoxes(page);
    for (const name of ["airports", "destinations", "dates", "participants"]) {
      const dropdown = form.locator(`details.global-search__${name}`);
      const panel = dropdown.locator(".global-search__panel");
      await dropdown.locator(":scope > summary").click();
      await expect(panel).toBeVisible();
      expect(await fieldBoxes(page), `fields with the ${name} open`).toEqual(closed);
      // Within the screen, and on top: what is at the middle of the panel is the panel's.
      await panel.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
      const box = (await panel.boundingBox())!;
      expect(box.x, `${name} panel's left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} panel's right edge`).toBeLessThanOrEqual(width);
      expect(
        await panel.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height - 8));
        }),
        `${name} panel on top`,
      ).toBe(true);
      // Closed by its trigger again (the panel may cover the next trigger, as a popover does).
      await dropdown.locator(":scope > summary").click();
      await expect(panel).toBeHidden();
    }
    expect(await fieldBoxes(page)).toEqual(closed);
    // One open at a time: opening another closes the first, with or without JavaScript.
    await form.locator("details.global-search__airports > summary").focus();
    await page.keyboard.press("Enter");
    await form.locator("details.global-search__participants > summary").focus();
    await page.keyboard.press("Enter");
    await expect(form.locator("details[open]")).toHaveCount(1);
    await expect(form.locator("details.global-search__participants")).toHaveAttribute("open", "");
  });
}

test("a dropdown opens by keyboard, focus goes on into its panel, and with JavaScript Escape closes it", async ({
  page,
}, testInfo) => {
  await visit(page, "/wypoczynek");
  if (testInfo.project.name === "js") await hydrated(page);
  const destinations = page.locator("details.global-search__destinations");
  await destinations.locator(":scope > summary").focus();
  await page.keyboard.press("Enter");
  await expect(destinations).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  expect(await destinations.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Without JavaScript a native disclosure closes by its trigger only.
  if (testInfo.project.name === "nojs") return;
  await page.keyboard.press("Escape");
  await expect(destinations).not.toHaveAttribute("open", "");
  await expect(destinations.locator(":scope > summary")).toBeFocused();
  // Focus leaving the dropdown closes it: nothing under its panel gets focus unseen.
  await destinations.locator(":scope > summary").click();
  await expect(destinations).toHaveAttribute("open", "");
  await page.getByLabel("Durata").focus();
  await expect(destinations).not.toHaveAttribute("open", "");
  // So does a click outside it.
  await destinations.locator(":scope > summary").click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(destinations).not.toHaveAttribute("open", "");
});

test("every page has one h1, and no h2 repeats it (the search page's form is named by the page's h1)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = [
    ...(await pageTypes(request, "ro")),
    { name: "search flagged", path: "/wypoczynek?r1a=2&r1c=1&r1b=", status: 400 },
    { name: "search, Polish", path: "/pl/wypoczynek", status: 200 },
  ];
  for (const { path } of pages) {
    await page.goto(path);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1, `h1 of ${path}`).toHaveCount(1);
    const title = (await h1.innerText()).trim();
    const h2 = (await page.getByRole("heading", { level: 2 }).allInnerTexts()).map((text) => text.trim());
    expect(h2, `h2 of ${path}`).not.toContain(title);
  }
  await page.goto("/wypoczynek");
  await expect(page.getByRole("form", { name: "Caută vacanța" })).toBeVisible();
});

test.describe("destination and hotel suggestions", () => {
  /** The search page, hydrated, with the destination dropdown open. */
  const openDestinations = async (page: Page, path = "/wypoczynek") => {
    await visit(page, path);
    await hydrated(page);
    await page.locator("details.global-search__destinations > summary").click();
    return page.getByRole("combobox", { name: "Caută o destinație sau un hotel" });
  };

  test("typing suggests destinations; arrows move through them, Enter chooses one in the destination tree", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === "nojs",
      "without JavaScript there is no suggestions field: the tree is the way",
    );
    // The answer comes a moment late, so the loading state can be seen.
    await page.route("**/resources/suggest?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const field = await openDestinations(page);
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await field.pressSequentially("cre");
    const status = page.locator(".suggest__status");
    await expect(status).toHaveText("Căutăm…");
    const list = page.getByRole("listbox", { name: "Sugestii" });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    const destinations = list.getByRole("group", { name: "Destinații" }).getByRole("option");
    await expect(destinations.first()).toContainText("Creta");
    const options = list.getByRole("option");
    await expect(status).toHaveText(new RegExp(`^${await options.count()} (de )?sugesti[ei]\\.`));
    await expect(field).not.toHaveAttribute("aria-activedescendant", /./);
    await expectAccessible(page);

    await page.keyboard.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");

    // Chosen in the tree (the form's own destination choice), the list closed, the choice said.
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveValue("");
    await expect(status).toHaveText("Ai ales: Creta.");
    await expect(page.getByLabel("Creta", { exact: true })).toBeChecked();
    await expect(page.locator(".global-search__destinations .global-search__value")).toHaveText("Creta");
    await page.locator(".global-search__submit").click();
    await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/oferty-samolotem$/);
  });

  test("the field's script loads with the dropdown's first opening, and the tree below does not move when it comes", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "nojs", "without JavaScript there is no suggestions field");
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/DestinationSuggest-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/DestinationSuggest-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/wypoczynek");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(loaded, "the suggestions' script before the dropdown opens").toEqual([]);
    await page.locator("details.global-search__destinations > summary").click();
    await expect.poll(() => loaded.length).toBe(1);
    const tree = page.locator(".destination-tree");
    const before = await tree.boundingBox();
    release();
    await expect(page.getByRole("combobox", { name: "Caută o destinație sau un hotel" })).toBeVisible();
    expect(await tree.boundingBox()).toEqual(before);
  });

  test("a hotel among the suggestions opens its card", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "nojs", "without JavaScript there is no suggestions field");
    await page.goto("/pl/wypoczynek/grecja/oferty-samolotem");
    const link = page.locator(".offer-card__name a").first();
    const name = (await link.innerText()).trim();
    const slug = /\/vacante\/([a-z0-9-]+)\//.exec((await link.getAttribute("href"))!)![1]!;
    await page.goto("/pl/wypoczynek");
    await hydrated(page);
    await page.locator("details.global-search__destinations > summary").click();
    const field = page.getByRole("combobox", { name: "Szukaj kierunku lub hotelu" });
    await field.fill(name);
    const hotel = page
      .getByRole("group", { name: "Hotele" })
      .getByRole("option")
      .filter({ hasText: name })
      .first();
    await expect(hotel).toBeVisible();
    const id = (await hotel.getAttribute("id"))!;
    for (let i = 0; i < 12 && (await field.getAttribute("aria-activedescendant")) !== id; i += 1) {
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/pl/vacante/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("Escape closes the list first, then clears the text, then closes the dropdown", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "nojs", "without JavaScript there is no suggestions field");
    const field = await openDestinations(page);
    await field.fill("gre");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(field).toHaveValue("gre");
    await expect(page.locator("details.global-search__destinations")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(field).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(page.locator("details.global-search__destinations")).not.toHaveAttribute("open", "");
  });

  for (const failure of ["the route fails", "the answer is outside the contract"]) {
    test(`when ${failure}, the field says so and the destination tree still works`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === "nojs", "without JavaScript there is no suggestions field");
      await page.route("**/resources/suggest?*", (route) =>
        failure === "the route fails"
          ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":true}' })
          : route.fulfill({
              status: 200,
              contentType: "application/json",
              body: '{"suggestions":{"destinations":"Creta"}}',
            }),
      );
      const field = await openDestinations(page);
      await field.fill("cre");
      await expect(page.locator(".suggest__status")).toHaveText(
        "Sugestiile nu s-au putut încărca. Poți alege destinația din lista de mai jos.",
      );
      await expect(page.getByRole("listbox")).toBeHidden();
      await page.getByLabel("Grecia", { exact: true }).check();
      await page.locator("details.global-search__destinations > summary").click();
      await page.locator(".global-search__submit").click();
      await expect(page).toHaveURL(/\/wypoczynek\/grecia\/oferty-samolotem$/);
    });
  }

  test("without JavaScript there is no suggestions field, and the tree chooses the destination", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "js", "the field is there with JavaScript (the tests above)");
    await visit(page, "/wypoczynek");
    await page.locator("details.global-search__destinations > summary").click();
    await expect(page.getByRole("combobox", { name: "Caută o destinație sau un hotel" })).toHaveCount(0);
    await page.getByLabel("Grecia", { exact: true }).check();
    await page.locator("details.global-search__destinations > summary").click();
    await page.locator(".global-search__submit").click();
    await expect(page).toHaveURL(/\/wypoczynek\/grecia\/oferty-samolotem$/);
  });
});
