import { Ear, Mic, Search, Smartphone, TrendingUp, Users } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";

const BENEFITS = [
  {
    icon: Users,
    title: "Expand Your Reach",
    text: "Serve shoppers who prefer to listen, including people with low vision or reading difficulties, in their own language.",
  },
  {
    icon: Mic,
    title: "Optimize for Voice Commerce",
    text: "Give voice assistants and audio-first channels a ready-made, accurate description of every product.",
  },
  {
    icon: TrendingUp,
    title: "Achieve Incremental Engagement",
    text: "Audio keeps visitors on the page longer and answers the questions that make them add to cart.",
  },
  {
    icon: Search,
    title: "Enhanced SEO & Discoverability",
    text: "Search-optimized scripts reuse the words shoppers search for, so your pages say what buyers look for.",
  },
  {
    icon: Ear,
    title: "Meet Modern Consumer Habits",
    text: "Shoppers already listen to podcasts and voice notes while they browse. Meet them where they are.",
  },
  {
    icon: Smartphone,
    title: "Mobile-First Experience",
    text: "Short MP3s that load fast and play anywhere, made for the phones most of your customers shop on.",
  },
];

/** The content of the Benefits section (see benefits-section.tsx). */
export function BenefitsContent() {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="benefits-title"
        eyebrow="Benefits"
        title="Why sellers add audio to their product pages"
        lead="A product page that can be heard works harder: for more shoppers, on more devices, in more languages."
      />
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="mb-4 grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
