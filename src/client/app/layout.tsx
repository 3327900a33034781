import { Suspense } from "react";
import { Outlet } from "react-router";
import { ConsentGate } from "../features/consent/components/consent-gate";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollManager } from "./scroll-manager";
import { useT } from "../i18n/i18n";

export function Layout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t("a11y.skipToContent")}
      </a>
      <ScrollManager />
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Not deferred: its links are the way to Developers, Shop and Team, and a first click on a
          part still waiting to hydrate was lost (e2e developers spec). */}
      <Footer />
      <ConsentGate />
    </div>
  );
}
