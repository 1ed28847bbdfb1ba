// `npm start`: builds when there is no build yet, then runs the production API and web together.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { runTogether } from "./processes.mjs";

if (!existsSync("build/server/index.js") || !existsSync("build/api/index.js")) {
  console.log("No production build yet: building (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
}

const production = { NODE_ENV: "production" };
runTogether([
  { name: "api", command: process.execPath, args: ["build/api/index.js"], env: production },
  {
    name: "web",
    command: process.execPath,
    args: ["node_modules/@remix-run/serve/dist/cli.js", "build/server/index.js"],
    env: production,
  },
]);
