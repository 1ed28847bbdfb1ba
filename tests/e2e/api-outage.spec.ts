import { expect, test } from "./fixtures";
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { E2E, E2E_SECRETS } from "./ports";
import { checkPage } from "./support";

/** Each project gets its own web/API pair, so the outage never touches the other tests' servers. */
test.describe.configure({ mode: "serial" });

const processes: ChildProcess[] = [];

async function waitForHealth(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...E2E_SECRETS, ...env },
    stdio: "ignore",
  });
  processes.push(child);
  return child;
}

test.afterAll(() => {
  for (const child of processes) child.kill("SIGTERM");
});

test("with the API stopped pages answer the localized error page, and recover when it is back", async ({
  page,
}, testInfo) => {
  const offset = testInfo.project.name === "js" ? 0 : 1;
  const webPort = E2E.outageWebPort + offset;
  const apiPort = E2E.outageApiPort + offset;
  const web = `http://127.0.0.1:${webPort}`;
  start(["build/web/index.js"], {
    PORT: String(webPort),
    PUBLIC_URL: web,
    API_URL: `http://127.0.0.1:${apiPort}`,
  });
  await waitForHealth(`${web}/healthz`);

  const down = await page.goto(`${web}/pl`);
  expect(down?.status()).toBe(503);
  expect(down?.headers()["retry-after"]).toBe("30");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByText("Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serwis jest chwilowo niedostępny");
  await checkPage(page);

  const downRo = await page.goto(`${web}/despre-noi`);
  expect(downRo?.status()).toBe(503);
  await expect(
    page.getByText("A apărut o eroare neașteptată. Te rugăm să încerci din nou mai târziu."),
  ).toBeVisible();

  const dataDir = `.cache/e2e-outage-${testInfo.project.name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const api = start(["build/api/index.js"], {
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  await waitForHealth(`http://127.0.0.1:${apiPort}/healthz`);

  await page.getByRole("link", { name: "Încearcă din nou" }).click();
  await expect(page).toHaveURL(`${web}/despre-noi`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Despre Soleo Vacanțe");
  const back = await page.goto(`${web}/pl`);
  expect(back?.status()).toBe(200);

  api.kill("SIGTERM");
  await new Promise((resolve) => api.once("exit", resolve));
  const downAgain = await page.goto(`${web}/hu`);
  expect(downAgain?.status()).toBe(503);
  await expect(page.getByText("Váratlan hiba történt. Kérjük, próbáld újra később.")).toBeVisible();
});

/** The processes whose parent is `pid` (the web's workers under its primary). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent pid is the second field after the command's closing parenthesis.
        return Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

test("npm start's supervisor restarts a crashed API while the web answers its 503, then recovers; a crashed web worker is replaced while the other serves", async ({
  request,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name === "nojs", "one supervisor run is enough");
  test.setTimeout(120_000);
  const web = `http://127.0.0.1:${E2E.supervisorWebPort}`;
  const dataDir = ".cache/e2e-supervisor";
  rmSync(dataDir, { recursive: true, force: true });
  const script = `
    import { runTogether } from "./scripts/processes.mjs";
    import { productionCommands } from "./scripts/production.mjs";
    runTogether(productionCommands(${JSON.stringify({
      apiPort: E2E.supervisorApiPort,
      webPort: E2E.supervisorWebPort,
      env: { ...E2E_SECRETS, PUBLIC_URL: web, DATA_DIR: dataDir, LOG_LEVEL: "warn", WEB_CONCURRENCY: "2" },
    })}));`;
  const supervisor = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  processes.push(supervisor);
  const apiPids: number[] = [];
  const webPids: number[] = [];
  supervisor.stdout!.on("data", (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/\[(api|web)\] started \(pid (\d+)\)/g))
      (match[1] === "api" ? apiPids : webPids).push(Number(match[2]));
  });
  await waitForHealth(`${web}/healthz`);
  await waitForHealth(`http://127.0.0.1:${E2E.supervisorApiPort}/healthz`);
  expect((await request.get(`${web}/pl`)).status()).toBe(200);

  process.kill(apiPids[0]!, "SIGKILL");
  await expect
    .poll(async () => (await request.get(`${web}/pl`, { failOnStatusCode: false })).status())
    .toBe(503);
  const unavailable = await request.get(`${web}/pl`, { failOnStatusCode: false });
  expect(await unavailable.text()).toContain("Serwis jest chwilowo niedostępny");

  await expect.poll(() => apiPids.length, { timeout: 30_000 }).toBe(2);
  await waitForHealth(`http://127.0.0.1:${E2E.supervisorApiPort}/healthz`);
  expect((await request.get(`${web}/pl`)).status()).toBe(200);

  // The web is a primary with two workers on the same port; one crashes, the other keeps serving,
  // and the primary starts a new one.
  await expect.poll(() => childrenOf(webPids[0]!).length).toBe(2);
  const [crashed, survivor] = childrenOf(webPids[0]!);
  process.kill(crashed!, "SIGKILL");
  // Connections handed to the crashed worker before the primary saw it go die with it; once the
  // primary has reaped it, new visitors (new connections) are all served by the other.
  await expect.poll(() => childrenOf(webPids[0]!)).not.toContain(crashed);
  const visitors = await playwright.request.newContext({ extraHTTPHeaders: { connection: "close" } });
  for (let i = 0; i < 6; i += 1) expect((await visitors.get(`${web}/pl`)).status()).toBe(200);
  expect(childrenOf(webPids[0]!)).toContain(survivor);
  await expect.poll(() => childrenOf(webPids[0]!).length, { timeout: 30_000 }).toBe(2);
  expect(webPids).toHaveLength(1);
  expect((await visitors.get(`${web}/pl`)).status()).toBe(200);
  await visitors.dispose();
  supervisor.kill("SIGTERM");
  await new Promise((resolve) => supervisor.once("exit", resolve));
});
