import path from "node:path";
import { defineConfig } from "vite";

// The published audio's player (src/embed): its own tiny bundle, no React, so a shop page with
// the embed never loads the app (decision 032). Built after the SPA into the same dist/client,
// as assets/embed-player-{hash}.js (a classic script: the sandboxed frame loads it without CORS)
// and assets/embed-player-{hash}.css, which the server inlines into the player's pages.
export default defineConfig({
  root: "src/embed",
  publicDir: false,
  build: {
    outDir: "../../dist/client",
    emptyOutDir: false,
    sourcemap: false,
    target: "es2019",
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, "src/embed/player.ts"),
      output: {
        format: "iife",
        entryFileNames: "assets/embed-player-[hash].js",
        assetFileNames: "assets/embed-player-[hash][extname]",
      },
    },
  },
});
