// `npm run dev`: the API under tsx watch and the web under Vite, both reloading on change.
import { runTogether } from "./processes.mjs";

runTogether([
  {
    name: "api",
    command: process.execPath,
    args: ["node_modules/tsx/dist/cli.mjs", "watch", "server/index.ts"],
    env: {},
  },
  {
    name: "web",
    command: process.execPath,
    args: ["node_modules/@remix-run/dev/dist/cli.js", "vite:dev"],
    env: {},
  },
]);
