import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { CREDIT_PACKS, formatUsd } from "../shared/catalog/pack-list";
import { LOCALES, localePath, type Locale } from "../shared/i18n/locales";
import { PATHS } from "../shared/paths";
import { AppRoutes } from "./app/app-routes";
import { AppProviders } from "./app/providers";
import { preloadPage } from "./app/route-pages";
import { setLocale, t } from "./i18n/i18n";
import { formatPrice } from "./i18n/money";
import { loadPageCatalogue } from "./i18n/page-catalogues";
import { META_PAGE } from "./i18n/pages/meta";

/**
 * Server entry used only at build time by scripts/prerender.mjs (built with `vite build --ssr`
 * so imports resolve as in the browser build). It renders the public pages to HTML the way a
 * signed-out first-time visitor's browser first renders them, so hydration matches.
 */
export type PrerenderedPage = {
  path: string;
  title: string;
  description: string;
  /** The title the page sets in the interface language, and whether it adds " · ShelfTalk" (useDocumentTitle). */
  titleKey: string;
  titleSuffix: boolean;
  descriptionKey: string;
};

const packPrices = CREDIT_PACKS.map((p) => `${formatUsd(p.priceCents)} for ${p.credits}`).join(", ");

// Titles match what each page sets with useDocumentTitle, so hydration does not change them.
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: PATHS.home,
    title: "ShelfTalk · Product pages that speak",
    titleKey: "landing.documentTitle",
    titleSuffix: false,
    descriptionKey: "meta.homeDescription",
    description:
      "ShelfTalk turns your product pages into spoken audio descriptions in 8 languages. Your first audio is free.",
  },
  {
    path: PATHS.pricing,
    title: "Pricing · ShelfTalk",
    titleKey: "pricing.documentTitle",
    titleSuffix: true,
    descriptionKey: "meta.pricingDescription",
    description: `ShelfTalk credit packs: ${packPrices} audio generations. One-time payments; credits never expire.`,
  },
  {
    path: PATHS.contact,
    title: "Contact · ShelfTalk",
    titleKey: "contact.documentTitle",
    titleSuffix: true,
    descriptionKey: "meta.contactDescription",
    description:
      "Questions about credits, voices or a product page that didn't read well? Write to the ShelfTalk team.",
  },
  {
    path: PATHS.privacyPolicy,
    title: "Privacy Policy · ShelfTalk",
    titleKey: "legal.privacyTitle",
    titleSuffix: true,
    descriptionKey: "meta.privacyDescription",
    description: "What personal data ShelfTalk collects, why, who processes it, how long it is kept and your rights.",
  },
  {
    path: PATHS.termsOfService,
    title: "Terms of Service · ShelfTalk",
    titleKey: "legal.termsTitle",
    titleSuffix: true,
    descriptionKey: "meta.termsDescription",
    description: "The terms for using ShelfTalk: accounts, credits and refunds, acceptable use and AI-generated audio.",
  },
];

/**
 * A page's <title> and meta description in `locale` (issue 28): English keeps the texts above
 * verbatim; another language takes the title the page itself sets and a translated description.
 * Call after renderPage(path, locale), which loads the page's catalogues in that language.
 */
export async function pageHead(page: PrerenderedPage, locale: Locale): Promise<{ title: string; description: string }> {
  if (locale === "en") return { title: page.title, description: page.description };
  await loadPageCatalogue(locale, META_PAGE);
  const title = t(page.titleKey);
  const packs = CREDIT_PACKS.map((pack) =>
    t("meta.packPrice", { price: formatPrice(pack.priceCents, locale), count: pack.credits }),
  ).join(locale === "ja" || locale === "zh" ? "、" : ", ");
  return {
    title: page.titleSuffix ? `${title} · ShelfTalk` : title,
    description: t(page.descriptionKey, { packs }),
  };
}

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
