import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in src/client and builds to dist/client, which the Hono server serves.
// In development Vite proxies /api to the server started by `npm run dev`.
// scripts/prerender.mjs reuses this config for the server build of src/client/entry-prerender.tsx.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    // Every browser that runs es2022 supports <link rel="modulepreload">: skip Vite's polyfill.
    modulePreload: { polyfill: false },
    // The prerender reads which chunks each route needs (to preload them) from the manifest.
    manifest: !isSsrBuild,
    // Everything the entry imports statically (what every page runs at start-up) in one chunk: left
    // to itself Rolldown split it into about a dozen chunks shared with the lazy routes, and each
    // file is compressed alone and keeps its imports and exports by name (about 5 KiB more gzipped
    // at start-up; decision 127). Lazy routes still get their own chunks and import from this one.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] } } },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: "http://localhost:3000",
        // The API only takes state-changing requests from its own origin. Pages served here are the
        // local app itself, so their Origin is restated as the server's; any other origin passes as is.
        configure: (proxy) => {
          proxy.on("proxyReq", (proxyReq, req) => {
            const origin = req.headers.origin;
            if (origin === "http://localhost:5173" || origin === "http://127.0.0.1:5173") {
              proxyReq.setHeader("origin", "http://localhost:3000");
            }
          });
        },
      },
    },
  },
}));
