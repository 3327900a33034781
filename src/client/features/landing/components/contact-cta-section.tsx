import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ANCHORS, PATHS } from "../../../../shared/paths";
import { Button } from "../../../components/ui/button";
import { focusGeneratorForm } from "../../../lib/generator-focus";
import { scrollToId } from "../../../lib/scroll";
import { useT } from "../../../i18n/i18n";

/**
 * The closing call-to-action: its button scrolls to the generator (spec section 2) and moves focus
 * into its form. The free-audio line is for visitors, not signed-in sellers (the signed-in variant).
 * Fixed deep colours, not the theme tokens, so white text keeps its contrast in dark mode too.
 */
export function ContactCtaSection() {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-2xl bg-gradient-to-br from-teal-700 to-indigo-800 px-6 py-14 text-center text-white shadow-lg">
        <h2 id="cta-title" className="text-balance text-3xl font-bold tracking-tight">
          {t("landing.cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-white/90">
          <span className="signed-in:hidden">{t("landing.cta.free")} </span>
          {t("landing.cta.lead")}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              scrollToId(ANCHORS.generator);
              focusGeneratorForm();
            }}
          >
            {t("landing.cta.start")} <ArrowRight aria-hidden />
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
            asChild
          >
            <Link to={PATHS.contact}>{t("landing.cta.contact")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
