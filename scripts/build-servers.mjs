// Bundles the two Node processes after the Remix build: the API (server/index.ts → build/api) and the
// web server in front of Remix (app/http/index.ts → build/web); packages stay in node_modules. Then
// writes brotli and gzip copies of the browser build's text files, served as they are.
import { build } from "esbuild";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });

rmSync("build/api", { recursive: true, force: true });
rmSync("build/web", { recursive: true, force: true });
await bundle("server/index.ts", "build/api/index.js");
// The migrator finds its SQL beside the bundle (server/db/client.ts).
cpSync("server/db/migrations", "build/api/migrations", { recursive: true });
await bundle("app/http/index.ts", "build/web/index.js");

const TEXT = /\.(js|css|svg|json|txt|xml|html|map)$/;
let compressed = 0;
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressTree(path);
    else if (TEXT.test(name) && statSync(path).size > 1024) {
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      compressed += 1;
    }
  }
}
compressTree("build/client");
console.log(
  `Servers built: build/api/index.js, build/web/index.js; ${compressed} browser files precompressed`,
);
