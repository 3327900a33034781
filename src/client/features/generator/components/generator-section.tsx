import { useT } from "../../../i18n/i18n";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ANCHORS } from "../../../../shared/paths";
import { Card, CardContent } from "../../../components/ui/card";
import { useNearViewport } from "../../../lib/use-near-viewport";
import { SectionHeading } from "../../../components/section-heading";

const GeneratorPanel = lazy(() => import("./generator-panel").then((module) => ({ default: module.GeneratorPanel })));

/**
 * The custom audio generator (#custom-audio-generator). The section is prerendered; its form
 * (the landing page's largest piece of code) loads as a chunk of its own when the section
 * comes within a screen or two of the viewport: a visitor who lands on the hero does not
 * download it at start-up, and one who follows a link to #custom-audio-generator gets it at
 * once. A placeholder of about the form's height holds its place meanwhile. A keyboard user's
 * first Tab loads it too, so tabbing down from the top of the page reaches the form rather than
 * passing a placeholder that has nothing to focus (issue 14, item 9).
 */
export function GeneratorSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, "1200px 0px");
  const tabbing = useFirstTab();
  const t = useT();
  return (
    <section
      id={ANCHORS.generator}
      aria-labelledby="generator-title"
      className="scroll-mt-20 border-y bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="generator-title"
          eyebrow={t("generator.eyebrow")}
          title={t("generator.title")}
          lead={t("generator.lead")}
        />
        <Card>
          <CardContent ref={anchor} className="space-y-6 p-6">
            {near || tabbing ? (
              <Suspense fallback={<GeneratorPlaceholder />}>
                <GeneratorPanel />
              </Suspense>
            ) : (
              <GeneratorPlaceholder />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** True from the first Tab key press on: the visitor moves through the page by keyboard. */
function useFirstTab(): boolean {
  const [tabbing, setTabbing] = useState(false);
  useEffect(() => {
    if (tabbing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab") setTabbing(true);
    };
    window.addEventListener("keydown", onKey, { capture: true, passive: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [tabbing]);
  return tabbing;
}

function GeneratorPlaceholder() {
  const t = useT();
  return (
    <div className="h-[34rem] animate-pulse rounded-lg bg-muted sm:h-[28rem]" role="status" aria-busy="true">
      <span className="sr-only">{t("landing.loadingGenerator")}</span>
    </div>
  );
}
