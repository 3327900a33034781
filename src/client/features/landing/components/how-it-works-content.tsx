import { FileText, Link2, PencilLine, Volume2 } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";
import { usePageT } from "../../../i18n/i18n";
import { LANDING_SECTIONS } from "../../../i18n/pages/landing-sections";

const STEPS = [
  {
    icon: Link2,
    title: "landingSections.howItWorks.pasteTitle",
    text: "landingSections.howItWorks.pasteText",
  },
  {
    icon: FileText,
    title: "landingSections.howItWorks.scriptTitle",
    text: "landingSections.howItWorks.scriptText",
  },
  {
    icon: PencilLine,
    title: "landingSections.howItWorks.editTitle",
    text: "landingSections.howItWorks.editText",
  },
  {
    icon: Volume2,
    title: "landingSections.howItWorks.audioTitle",
    text: "landingSections.howItWorks.audioText",
  },
];

/** The content of the How it works section (see how-it-works-section.tsx). */
export function HowItWorksContent() {
  const t = usePageT(LANDING_SECTIONS);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="how-title"
        eyebrow={t("landingSections.howItWorks.eyebrow")}
        title={t("landingSections.howItWorks.title")}
        lead={t("landingSections.howItWorks.lead")}
      />
      <ol className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span className="mb-4 flex items-center gap-3">
              <span className="grid size-8 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <Icon className="size-5 text-primary" aria-hidden />
            </span>
            <h3 className="font-semibold">{t(title)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
