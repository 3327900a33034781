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
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
}));
