import { Ear, Mic, Search, Smartphone, TrendingUp, Users } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";
import { usePageT } from "../../../i18n/i18n";
import { LANDING_SECTIONS } from "../../../i18n/pages/landing-sections";

const BENEFITS = [
  {
    icon: Users,
    title: "landingSections.benefits.reachTitle",
    text: "landingSections.benefits.reachText",
  },
  {
    icon: Mic,
    title: "landingSections.benefits.voiceCommerceTitle",
    text: "landingSections.benefits.voiceCommerceText",
  },
  {
    icon: TrendingUp,
    title: "landingSections.benefits.engagementTitle",
    text: "landingSections.benefits.engagementText",
  },
  {
    icon: Search,
    title: "landingSections.benefits.seoTitle",
    text: "landingSections.benefits.seoText",
  },
  {
    icon: Ear,
    title: "landingSections.benefits.habitsTitle",
    text: "landingSections.benefits.habitsText",
  },
  {
    icon: Smartphone,
    title: "landingSections.benefits.mobileTitle",
    text: "landingSections.benefits.mobileText",
  },
];

/** The content of the Benefits section (see benefits-section.tsx). */
export function BenefitsContent() {
  const t = usePageT(LANDING_SECTIONS);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="benefits-title"
        eyebrow={t("landingSections.benefits.eyebrow")}
        title={t("landingSections.benefits.title")}
        lead={t("landingSections.benefits.lead")}
      />
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="mb-4 grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="font-semibold">{t(title)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
