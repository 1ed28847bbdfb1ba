// `npm start`: builds when there is no build yet, then runs the production API and web together.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { runTogether } from "./processes.mjs";
import { productionCommands } from "./production.mjs";

if (!existsSync("build/server/index.js") || !existsSync("build/api/index.js")) {
  console.log("No production build yet: building (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
}

runTogether(productionCommands());
