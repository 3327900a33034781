import path from "node:path";
import { defineConfig } from "vite";

// /embed/site.js (issue 23, decision 068): the loader a shop's theme includes once. Its own tiny
// classic-script bundle, no React; written as assets/embed-site-{hash}.js beside the player and
// served by the server at the stable address /embed/site.js (features/sites/site-loader-file.ts).
export default defineConfig({
  root: "src/embed",
  publicDir: false,
  build: {
    outDir: "../../dist/client",
    emptyOutDir: false,
    sourcemap: false,
    target: "es2019",
    modulePreload: false,
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, "src/embed/site-loader.ts"),
      output: { format: "iife", entryFileNames: "assets/embed-site-[hash].js" },
    },
  },
});
