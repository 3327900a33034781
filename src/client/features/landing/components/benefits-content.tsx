import { Ear, Mic, Search, Smartphone, TrendingUp, Users } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";
import { useT } from "../../../i18n/i18n";

const BENEFITS = [
  {
    icon: Users,
    title: "landing.benefits.reachTitle",
    text: "landing.benefits.reachText",
  },
  {
    icon: Mic,
    title: "landing.benefits.voiceCommerceTitle",
    text: "landing.benefits.voiceCommerceText",
  },
  {
    icon: TrendingUp,
    title: "landing.benefits.engagementTitle",
    text: "landing.benefits.engagementText",
  },
  {
    icon: Search,
    title: "landing.benefits.seoTitle",
    text: "landing.benefits.seoText",
  },
  {
    icon: Ear,
    title: "landing.benefits.habitsTitle",
    text: "landing.benefits.habitsText",
  },
  {
    icon: Smartphone,
    title: "landing.benefits.mobileTitle",
    text: "landing.benefits.mobileText",
  },
];

/** The content of the Benefits section (see benefits-section.tsx). */
export function BenefitsContent() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="benefits-title"
        eyebrow={t("landing.benefits.eyebrow")}
        title={t("landing.benefits.title")}
        lead={t("landing.benefits.lead")}
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
