import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: Number(process.env.PORT ?? 3000) },
  // The browser's scripts with terser (two passes): about 4% less than esbuild's minifier on React and
  // Remix, which are most of every page's JavaScript (the 110 KB budget). The server build stays
  // readable for its stack traces.
  build: isSsrBuild
    ? {}
    : { minify: "terser", terserOptions: { compress: { passes: 2 }, format: { comments: false } } },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));
