import { ArrowRight, Globe2, Headphones, Timer } from "lucide-react";
import { LANGUAGES } from "../../../../shared/catalog/language-list";
import { ANCHORS } from "../../../../shared/paths";
import { Button } from "../../../components/ui/button";
import { useSpeechEngine } from "../../../lib/speech-engine";
import { languageName, useLocale, usePageT } from "../../../i18n/i18n";
import { LANDING_SECTIONS } from "../../../i18n/pages/landing-sections";
import type { Locale } from "../../../../shared/i18n/locales";

const STATS = [
  { icon: Globe2, value: "landingSections.hero.statLanguagesValue", label: "landingSections.hero.statLanguages" },
  { icon: Headphones, value: "landingSections.hero.statVoicesValue", label: "landingSections.hero.statVoices" },
  { icon: Timer, value: "landingSections.hero.statTimeValue", label: "landingSections.hero.statTime" },
];

/** English keeps the spec's "A, B and C"; another language lists the way it does (Intl.ListFormat). */
function languageList(locale: Locale): string {
  const names = LANGUAGES.map((l) => languageName(l.code, l.name));
  if (locale === "en") return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}

/**
 * The hero's content (see hero-section.tsx). Its two calls to action are in-page links, not
 * buttons with handlers: the browser scrolls to the section (smoothly, see index.css) even
 * before the page hydrates, and the hero needs no code in the browser. The free-audio copy is
 * for visitors: the `signed-in:` variant (an attribute on <html>, see index.css) swaps it for
 * signed-in sellers without any code in the hero.
 */
export function HeroContent() {
  // "Natural" only when a neural engine speaks (issue 18); the prerendered page says "spoken".
  const natural = useSpeechEngine().data?.natural ?? false;
  const t = usePageT(LANDING_SECTIONS);
  const locale = useLocale();
  return (
    <>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_50%_0%,var(--brand-gradient-from)_0%,transparent_70%)] opacity-20 dark:opacity-25"
      />
      <div className="relative mx-auto max-w-5xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-24">
        <p className="mx-auto mb-5 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
          <span className="size-1.5 rounded-full bg-primary" aria-hidden />
          {t("landingSections.hero.badge")}
        </p>
        <h1 id="hero-title" className="text-balance text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t("landingSections.hero.titleStart")}{" "}
          <span className="bg-gradient-to-r from-[var(--brand-gradient-from)] to-[var(--brand-gradient-to)] bg-clip-text text-transparent">
            {t("landingSections.hero.titleEnd")}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">
          {t(natural ? "landingSections.hero.leadNatural" : "landingSections.hero.leadSpoken", {
            languages: languageList(locale),
          })}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" asChild>
            <a href={`#${ANCHORS.generator}`}>
              <span className="signed-in:hidden">{t("landingSections.hero.ctaFirst")}</span>
              <span className="hidden signed-in:inline">{t("landingSections.hero.ctaSignedIn")}</span>{" "}
              <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href={`#${ANCHORS.solutions}`}>{t("landingSections.hero.examples")}</a>
          </Button>
        </div>
        <p className="mt-3 text-xs text-muted-foreground signed-in:invisible">{t("landingSections.hero.freeNote")}</p>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
          {STATS.map(({ icon: Icon, value, label }) => (
            <div key={label} className="flex flex-col-reverse rounded-xl border bg-card p-5 text-left shadow-sm">
              <dt className="text-sm text-muted-foreground">{t(label)}</dt>
              <dd className="flex items-center gap-3 text-3xl font-bold tracking-tight">
                <Icon className="size-5 text-primary" aria-hidden />
                {t(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
