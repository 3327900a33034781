import { FileText, Link2, PencilLine, Volume2 } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";
import { useT } from "../../../i18n/i18n";

const STEPS = [
  {
    icon: Link2,
    title: "landing.howItWorks.pasteTitle",
    text: "landing.howItWorks.pasteText",
  },
  {
    icon: FileText,
    title: "landing.howItWorks.scriptTitle",
    text: "landing.howItWorks.scriptText",
  },
  {
    icon: PencilLine,
    title: "landing.howItWorks.editTitle",
    text: "landing.howItWorks.editText",
  },
  {
    icon: Volume2,
    title: "landing.howItWorks.audioTitle",
    text: "landing.howItWorks.audioText",
  },
];

/** The content of the How it works section (see how-it-works-section.tsx). */
export function HowItWorksContent() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="how-title"
        eyebrow={t("landing.howItWorks.eyebrow")}
        title={t("landing.howItWorks.title")}
        lead={t("landing.howItWorks.lead")}
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
