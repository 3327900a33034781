import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { CREDIT_PACKS, formatUsd } from "../shared/catalog/pack-list";
import { LOCALES, localePath, type Locale } from "../shared/i18n/locales";
import { PATHS } from "../shared/paths";
import { AppRoutes } from "./app/app-routes";
import { AppProviders } from "./app/providers";
import { preloadPage } from "./app/route-pages";
import { setLocale } from "./i18n/i18n";

/**
 * Server entry used only at build time by scripts/prerender.mjs (built with `vite build --ssr`
 * so imports resolve as in the browser build). It renders the public pages to HTML the way a
 * signed-out first-time visitor's browser first renders them, so hydration matches.
 */
export type PrerenderedPage = { path: string; title: string; description: string };

const packPrices = CREDIT_PACKS.map((p) => `${formatUsd(p.priceCents)} for ${p.credits}`).join(", ");

// Titles match what each page sets with useDocumentTitle, so hydration does not change them.
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: PATHS.home,
    title: "ShelfTalk · Product pages that speak",
    description:
      "ShelfTalk turns your product pages into spoken audio descriptions in 8 languages. Your first audio is free.",
  },
  {
    path: PATHS.pricing,
    title: "Pricing · ShelfTalk",
    description: `ShelfTalk credit packs: ${packPrices} audio generations. One-time payments; credits never expire.`,
  },
  {
    path: PATHS.contact,
    title: "Contact · ShelfTalk",
    description:
      "Questions about credits, voices or a product page that didn't read well? Write to the ShelfTalk team.",
  },
  {
    path: PATHS.privacyPolicy,
    title: "Privacy Policy · ShelfTalk",
    description: "What personal data ShelfTalk collects, why, who processes it, how long it is kept and your rights.",
  },
  {
    path: PATHS.termsOfService,
    title: "Terms of Service · ShelfTalk",
    description: "The terms for using ShelfTalk: accounts, credits and refunds, acceptable use and AI-generated audio.",
  },
];

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Every public page is prerendered in every language: English at its path, the others under their prefix. */
export const PRERENDERED_LOCALES = LOCALES;
export { localePath };

/**
 * The markup of #root for `path` in `locale`; the tree is the one main.tsx hydrates (a prefixed
 * page under the router basename "/de", its language loaded first, as main.tsx does).
 */
export async function renderPage(path: string, locale: Locale = "en"): Promise<string> {
  // The page's module first: it registers its page catalogue, which setLocale then loads (decision 110).
  await preloadPage(path);
  await setLocale(locale);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={localePath(locale, path)} basename={locale === "en" ? undefined : `/${locale}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Keep every Suspense boundary inline: React would otherwise move large ones to the end of the
    // HTML and reveal them with inline <script>s, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await readAll(prelude);
  if (/<script(?![^>]*\bsrc=)/.test(html)) throw new Error(`The prerendered ${path} contains an inline <script>`);
  return html;
}
