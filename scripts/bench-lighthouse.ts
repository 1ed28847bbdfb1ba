// `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
// connection, simulated) of the home page, a listing and a hotel card, on the production build with a
// fresh demo database, in Debian's Chromium. Prints each category's score and the page's metrics.
// Options: --runs=3 (the median run by performance score is shown)  --pages=home,listing,hotel-card
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProduction } from "./production.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")));
const runs = Number(args.runs ?? 3);

async function main() {
  const base = await startProduction({
    apiPort: 4301,
    webPort: 3301,
    dataDir: ".cache/bench-lighthouse-data",
  });
  const listing = "/wypoczynek/grecia/oferty-samolotem";
  const html = await (await fetch(`${base}${listing}`)).text();
  const hotel = /href="(\/vacante\/[a-z0-9-]+)[/?"]/.exec(html)?.[1];
  if (!hotel) throw new Error("no hotel card link on the listing");
  const pages: Record<string, string> = { home: "/", listing, "hotel-card": hotel };
  const chosen = args.pages ? String(args.pages).split(",") : Object.keys(pages);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  const lines: string[] = [];
  try {
    for (const name of chosen) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${base}${pages[name]}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`no Lighthouse result for ${name}`);
        results.push(result.lhr);
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = results[Math.floor(results.length / 2)]!;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      const opportunities = Object.values(lhr.audits)
        .filter((audit) => audit.details?.type === "opportunity" && (audit.score ?? 1) < 0.9)
        .map((audit) => audit.title);
      const line =
        `${name.padEnd(11)} performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
        `best practices ${score("best-practices")}, SEO ${score("seo")} | FCP ${metric("first-contentful-paint")}, ` +
        `LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, ` +
        `CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}, weight ${metric("total-byte-weight")}` +
        (opportunities.length ? `\n            to improve: ${opportunities.join("; ")}` : "");
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      lines.push(line + (failing.length ? `\n            failing audits: ${failing.join(", ")}` : ""));
      console.log(lines.at(-1));
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse ${runs} run(s) per page, median by performance:\n${lines.join("\n")}`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
