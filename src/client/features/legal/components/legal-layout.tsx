import type { ReactNode } from "react";
import { useLocale, usePageT } from "../../../i18n/i18n";
import { LEGAL_PAGE } from "../../../i18n/pages/legal";
import type { Locale } from "../../../../shared/i18n/locales";

/** The date in the reader's format; English keeps the page's own "November 21, 2026". */
function formatUpdated(updated: string, locale: Locale): string {
  const date = new Date(updated);
  if (locale === "en" || Number.isNaN(date.getTime())) return updated;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}

export interface LegalTocItem {
  id: string;
  title: string;
}

export function LegalLayout({
  title,
  updated,
  children,
  sections,
}: {
  title: string;
  updated: string;
  children: ReactNode;
  sections?: LegalTocItem[];
}) {
  const t = usePageT(LEGAL_PAGE);
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-foreground sm:px-6 lg:py-16">
      <header className="mb-10 border-b border-border pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {t("legal.lastUpdated", { date: formatUpdated(updated, locale) })}
        </p>
        {/* The legal text is English only (decision 111): another language says which version prevails. */}
        {locale === "en" ? null : (
          <p
            lang={locale}
            role="note"
            className="mt-4 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          >
            {t("legal.englishPrevails")}
          </p>
        )}
      </header>

      {sections && sections.length > 0 ? (
        <nav aria-label={t("legal.toc")} className="mb-12 rounded-lg border border-border p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("legal.contents")}</h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline underline-offset-4 hover:text-muted-foreground">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="space-y-12 text-base leading-7 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-muted-foreground">
        {children}
      </div>
    </article>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-4 text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className="space-y-4 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
