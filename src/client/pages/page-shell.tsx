import type { ReactNode } from "react";

/** Common frame of the inner pages: a centred column with the page's h1. */
export function PageShell({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-pretty text-muted-foreground">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
