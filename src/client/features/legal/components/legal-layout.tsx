import type { ReactNode } from "react";

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
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-foreground sm:px-6 lg:py-16">
      <header className="mb-10 border-b border-border pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {updated}</p>
      </header>

      {sections && sections.length > 0 ? (
        <nav aria-label="Table of contents" className="mb-12 rounded-lg border border-border p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Contents</h2>
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
