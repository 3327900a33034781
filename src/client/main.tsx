import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { PATHS } from "../shared/paths";
import { AppRoutes } from "./app/app-routes";
import { AppProviders } from "./app/providers";
import { preloadPage } from "./app/route-pages";
import { startMeRequest } from "./lib/account/get-me";
import { startCategoriesRequest } from "./features/landing/api/get-categories";
import { warmUpToastsOnFirstInteraction } from "./lib/toast";
import { initialLocale, setLocale } from "./i18n/i18n";
import { loadRegisteredPages } from "./i18n/page-catalogues";
import { splitLocalePath, type Locale } from "../shared/i18n/locales";
import { routerBasename, urlLocale } from "./i18n/locale-url";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter basename={routerBasename()}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const pathname = window.location.pathname.replace(/(.)\/+$/, "$1");
// The page under a language's prefix (/de/pricing → /pricing), as the router sees it.
const pagePath = splitLocalePath(pathname).path;
const prefixed = urlLocale(pathname);
// Ask for the session (and the landing page's example audios) while React is still starting.
startMeRequest();
if (pagePath === PATHS.home) startCategoriesRequest();

// scripts/prerender.mjs marks the root with the path it rendered. Hydrate only when that is the
// page being shown; anything else (the neutral shell, a mismatched fallback) renders afresh.
// The unprefixed prerendered pages are English: in another language the page renders afresh once
// its catalogue has arrived (issue 28), rather than hydrating English and then swapping every text.
// A prefixed page (/de/…) was prerendered in its language: it hydrates once that catalogue is here.
const start = (locale: Locale) => {
  if (locale === (prefixed ?? "en") && container.dataset.prerendered === pathname) {
    const hydrate = () => {
      // Set when React takes the page over (clicks from then on are replayed), not while a chunk is awaited.
      container.dataset.mode = "hydrated";
      hydrateRoot(container, app, {
        // Production React reports mismatches only through this hook: name them (and what caused them) so they are found.
        onRecoverableError: (error) =>
          console.error(
            "Hydration error (recovered by rendering on the client):",
            error,
            ...(error instanceof Error && error.cause !== undefined ? ["caused by:", error.cause] : []),
          ),
      });
    };
    // A lazy route's chunk (preloaded by the page's <link rel="modulepreload">, so already on its
    // way) and, in another language, its page catalogues are awaited before hydrating: a route
    // still loading when the session's answer updated the page above it was thrown away and
    // rendered again from its fallback, and the footer jumped twice (CLS 0.32 on /pricing).
    // `/` has no route chunk and hydrates at once, so its header and landing page answer the first click.
    const page = preloadPage(pagePath);
    if (!page) hydrate();
    else void page.then(() => (locale === "en" ? undefined : loadRegisteredPages(locale))).then(hydrate, hydrate);
  } else {
    container.dataset.mode = "rendered";
    createRoot(container).render(app);
  }
};

const locale = initialLocale();
if (locale === "en") start(locale);
else
  setLocale(locale).then(
    () => start(locale),
    // Offline or a failed chunk: English rather than no page.
    (error: unknown) => {
      console.error("Could not load the interface language", locale, error);
      start("en");
    },
  );

warmUpToastsOnFirstInteraction();
