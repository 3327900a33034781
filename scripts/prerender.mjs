// Prerenders the public pages after `vite build` (npm run build:client runs both):
// builds src/client/entry-prerender.tsx for Node with Vite, renders each page into the built
// index.html template, and writes dist/client/<page>/index.html (the landing page into
// index.html, after keeping the neutral shell as _shell.html for every other route).
// Each page also preloads its route chunk, so the browser hydrates without waiting.
// Last, every asset gets .br and .gz siblings for the server to send as they are.
// See docs/decisions/007-prerendering-and-bundle-budget.md.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "esbuild";
import { build } from "vite";
import { compressAssets } from "./compress-assets.mjs";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "dist/client");
const ssrDir = path.join(root, "dist/prerender");
const viteManifest = path.join(clientDir, ".vite/manifest.json");
// Kept outside the served folder; bench/web.ts reads it to size each route.
const MANIFEST_FILE = path.join(root, "dist/client-manifest.json");
const SHELL = path.join(clientDir, "_shell.html");

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The JS files a manifest entry needs, itself first, following static imports. */
function staticChunks(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return [];
  seen.add(entry.file);
  return [entry.file, ...(entry.imports ?? []).flatMap((dep) => staticChunks(manifest, dep, seen))];
}

function pageSource(pagePath) {
  const name = pagePath.replace(/^\//, "");
  return `pages/${name}-page.tsx`;
}

/**
 * public/theme-init.js must run before the first paint, so it is a render-blocking classic
 * script: give it a content-hashed name under assets/ (cached for a year like the rest) and
 * minify it. The unhashed file stays for the dev server.
 */
function hashThemeScript(html) {
  const source = readFileSync(path.join(clientDir, "theme-init.js"), "utf8");
  const code = transformSync(source, { minify: true, target: "es2019" }).code;
  const file = `assets/theme-init-${createHash("sha256").update(code).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(clientDir, file), code);
  return html.replace('<script src="/theme-init.js"></script>', `<script src="/${file}"></script>`);
}

function fillTemplate(template, page, markup, preloads) {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.marker}">${markup}</div>`)
    // The page paints from its HTML and CSS; its JS only makes it interactive, so it must not
    // compete with them for the first bytes on a slow link.
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
  const links = preloads
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join("\n    ");
  if (links) html = html.replace("</head>", `  ${links}\n  </head>`);
  if (!html.includes(`data-prerendered="${page.marker}"`)) throw new Error(`No #root to fill in for ${page.marker}`);
  if (!html.includes(`<html lang="${page.locale}"`)) throw new Error(`No <html lang> to set for ${page.marker}`);
  return html;
}

if (!existsSync(viteManifest) && !existsSync(MANIFEST_FILE)) {
  throw new Error("dist/client has no Vite manifest: run `vite build` first.");
}
if (existsSync(viteManifest)) {
  renameSync(viteManifest, MANIFEST_FILE);
  rmSync(path.dirname(viteManifest), { recursive: true, force: true });
}
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8"));

// A second run (without a new vite build) starts again from the kept shell.
if (!existsSync(SHELL)) renameSync(path.join(clientDir, "index.html"), SHELL);
const template = hashThemeScript(readFileSync(SHELL, "utf8"));
writeFileSync(SHELL, template);
const entryChunks = new Set(staticChunks(manifest, "index.html"));

await build({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: {
    ssr: "entry-prerender.tsx",
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: "entry-prerender.js" } },
  },
});

try {
  const { PRERENDERED_PAGES, PRERENDERED_LOCALES, localePath, renderPage, pageHead } = await import(
    pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href
  );
  // Every public page in every language (issue 28): English at its path, the others under their
  // prefix (/de/, /ja/pricing…), each marked with the path main.tsx will see (no trailing slash).
  for (const locale of PRERENDERED_LOCALES) {
    for (const page of PRERENDERED_PAGES) {
      const url = localePath(locale, page.path);
      const marker = url.length > 1 ? url.replace(/\/+$/, "") : url;
      const markup = await renderPage(page.path, locale);
      const chunks = page.path === "/" ? [] : staticChunks(manifest, pageSource(page.path));
      const preloads = chunks.filter((file) => !entryChunks.has(file));
      const target = marker === "/" ? clientDir : path.join(clientDir, marker);
      mkdirSync(target, { recursive: true });
      const head = await pageHead(page, locale);
      const html = fillTemplate(template, { ...page, ...head, locale, marker }, markup, preloads);
      writeFileSync(path.join(target, "index.html"), html);
      console.log(`prerendered ${url.padEnd(21)} ${(markup.length / 1024).toFixed(1)} KB of HTML`);
    }
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
console.log(`precompressed ${compressAssets(clientDir)} files (.br, .gz)`);
