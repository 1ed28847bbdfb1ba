// Bundles the API (server/index.ts) into build/api/index.js; packages stay in node_modules.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

rmSync("build/api", { recursive: true, force: true });
await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/api/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The migrator finds its SQL beside the bundle (server/db/client.ts).
cpSync("server/db/migrations", "build/api/migrations", { recursive: true });
console.log("API built: build/api/index.js");
