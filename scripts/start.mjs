// `npm start`: builds when there is no build yet, then runs the production API and web together as
// the embedded demo (LOCAL_DEMO): plain HTTP on this machine, development secrets allowed unless set.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { runTogether } from "./processes.mjs";
import { productionCommands } from "./production.mjs";

if (
  !existsSync("build/server/index.js") ||
  !existsSync("build/api/index.js") ||
  !existsSync("build/web/index.js")
) {
  console.log("No production build yet: building (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
}

const demo = process.env.LOCAL_DEMO ?? "true";
if (demo === "true") {
  console.log(
    "Starting the local demo (LOCAL_DEMO=true): http://localhost:3000. For a real deployment set " +
      "LOCAL_DEMO=false, PUBLIC_URL, API_KEY, WWW_BASIC_AUTH and SESSION_SECRET (README, Configuration).",
  );
}
runTogether(productionCommands({ env: { LOCAL_DEMO: demo } }));
