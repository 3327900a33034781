import { useState, type ComponentProps, type ComponentType } from "react";
import { useHydrated } from "../lib/use-hydrated";
import { useLocale } from "../i18n/i18n";

type StaticSectionProps = Omit<ComponentProps<"section">, "children" | "dangerouslySetInnerHTML"> & {
  /** The section's content: a React.lazy component, so its code is a chunk of its own. */
  body: ComponentType;
};

/**
 * A <section> of pure content (no state; links, not handlers) on a prerendered page. The server renders
 * the content; when the browser hydrates that HTML, the section keeps the server's DOM as it is
 * (React does not look inside an element with dangerouslySetInnerHTML), so the content's code
 * is not part of the start-up bundle. Mounted later, by a client-side navigation, it renders
 * the content from its lazily loaded chunk like any component. Decision 007.
 */
export function StaticSection({ body: Body, ...section }: StaticSectionProps) {
  const hydrated = useHydrated();
  // Decided once per mount: only a mount made while hydrating adopts the server's DOM.
  const [adoptServerDom] = useState(() => typeof window !== "undefined" && !hydrated);
  // A page hydrates only in the language it was prerendered in (main.tsx): the server's DOM is in
  // the mount's language, and after a switch to another language the content renders itself.
  const locale = useLocale();
  const [mountLocale] = useState(locale);
  if (adoptServerDom && locale === mountLocale) {
    return <section {...section} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  // No Suspense boundary of its own: while the chunk loads, a navigation (a transition) keeps the
  // previous page on screen rather than showing a half-empty one.
  return (
    <section {...section}>
      <Body />
    </section>
  );
}
