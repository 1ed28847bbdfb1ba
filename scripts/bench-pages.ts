// `npm run bench:pages`: server-rendering throughput of each page type, next to a static file of the
// same size served by the same web server, so the figure holds on any machine (a ratio). It starts the
// production build of the API and the web on their own ports and a fresh demo database, then loads each
// page with autocannon (10 connections, 15 s each after 5 s of warm-up, as a browser would ask: gzip,
// no cookies).
// Options: --duration=15 --connections=10 --pages=home,listing,…
import autocannon from "autocannon";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { startProduction } from "./production.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")));
const duration = Number(args.duration ?? 15);
const connections = Number(args.connections ?? 10);
const WARM_UP_S = 5;
const API_PORT = 4300;
const WEB_PORT = 3300;
const DATA_DIR = ".cache/bench-pages-data";
const STATIC_DIR = "build/client/assets/__bench";
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  "accept-encoding": "gzip",
  accept: "text/html",
};

async function load(url: string) {
  const result = await autocannon({ url, connections, duration, headers: BROWSER });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const base = await startProduction({ apiPort: API_PORT, webPort: WEB_PORT, dataDir: DATA_DIR });

  const listing = "/wypoczynek/grecia/oferty-samolotem";
  const listingHtml = await (await fetch(`${base}${listing}`, { headers: BROWSER })).text();
  const hotelCard = /href="(\/vacante\/[a-z0-9-]+)(?:\/[^"?]*)?[?"]/.exec(listingHtml)?.[1];
  if (!hotelCard) throw new Error("no hotel card link on the listing");
  const pages: Record<string, string> = {
    home: "/",
    "home (uk)": "/uk",
    listing,
    "hotel card": hotelCard,
    directions: "/vacante",
    "content page": "/despre-noi",
  };
  const chosen = args.pages ? String(args.pages).split(",") : Object.keys(pages);

  mkdirSync(STATIC_DIR, { recursive: true });
  const rows: string[] = [];
  try {
    for (const name of chosen) {
      const path = pages[name];
      if (!path) throw new Error(`unknown page ${name}; pages: ${Object.keys(pages).join(", ")}`);
      // Warm up until steady (first renders compile code paths and fill the API's replica; every web
      // worker needs its share of requests before V8 has optimized the hot code), then measure.
      for (let i = 0; i < 20; i += 1) await (await fetch(`${base}${path}`, { headers: BROWSER })).text();
      await autocannon({ url: `${base}${path}`, connections, duration: WARM_UP_S, headers: BROWSER });
      const html = Buffer.from(await (await fetch(`${base}${path}`, { headers: BROWSER })).arrayBuffer());
      const file = `${name.replace(/\W+/g, "-")}.html`;
      writeFileSync(`${STATIC_DIR}/${file}`, html);
      const page = await load(`${base}${path}`);
      const file200 = await load(`${base}/assets/__bench/${file}`);
      const row = [
        name.padEnd(13),
        `${(html.length / 1024).toFixed(0)} KB`.padStart(7),
        page.rps.toFixed(1).padStart(8),
        `${page.p50} / ${page.p99} ms`.padStart(16),
        file200.rps.toFixed(0).padStart(10),
        `${((page.rps / file200.rps) * 100).toFixed(1)} %`.padStart(9),
      ].join(" | ");
      rows.push(row);
      console.log(row);
    }
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  console.log(
    `\n${connections} connections, ${duration} s per target, production build, demo seed\n` +
      `page          |    HTML |    req/s |    p50 / p99     | static req/s |  ratio\n` +
      rows.join("\n"),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
