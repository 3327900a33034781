import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The embedded player's built files: its script's URL, and its stylesheet (inlined into each page). */
export type EmbedAssets = { scriptSrc: string | undefined; css: string };

const SCRIPT = /^embed-player-[\w-]+\.js$/;
const STYLES = /^embed-player-[\w-]+\.css$/;

/**
 * Finds the player's bundle in the built client (vite.embed.config.ts writes
 * `assets/embed-player-{hash}.js` and `.css`). Without a build (API-only tests, a dev server
 * without one) the pages still work: the markup carries the browser's own audio controls.
 */
export function loadEmbedAssets(clientDir: string | undefined): EmbedAssets {
  const dir = clientDir ? path.join(clientDir, "assets") : undefined;
  if (!dir || !existsSync(dir)) return { scriptSrc: undefined, css: "" };
  const files = readdirSync(dir);
  const script = files.find((file) => SCRIPT.test(file));
  const styles = files.find((file) => STYLES.test(file));
  return {
    scriptSrc: script ? `/assets/${script}` : undefined,
    css: styles ? readFileSync(path.join(dir, styles), "utf8") : "",
  };
}
