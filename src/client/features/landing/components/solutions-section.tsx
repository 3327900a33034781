import { AppWindow, Car, Cpu, HeartPulse, Landmark, Plane, Shirt, Sofa, type LucideIcon } from "lucide-react";
import { CATEGORIES } from "../../../../shared/catalog/categories";
import { ANCHORS } from "../../../../shared/paths";
import type { CategorySummary } from "../../../../shared/categories/category-schemas";
import { useCategories } from "../api/get-categories";
import { CategoryAdminPanel } from "./category-admin-panel";
import { CategoryAudioPlayer } from "./category-audio-player";
import { SectionHeading } from "../../../components/section-heading";
import { useT } from "../../../i18n/i18n";
import { CATEGORY_TEXT_KEYS } from "../category-texts";

/** One icon per category, in CATEGORIES order. */
const ICONS: LucideIcon[] = [Cpu, HeartPulse, Shirt, Sofa, Car, AppWindow, Landmark, Plane];

/** Before the listing arrives (or if it fails) the cards still show, just without players. */
const WITHOUT_AUDIO: CategorySummary[] = CATEGORIES.map((category, index) => ({
  index,
  title: category.title,
  hasAudio: false,
  url: null,
  contentType: null,
  updatedAt: null,
}));

export function SolutionsSection() {
  const { data: categories = WITHOUT_AUDIO } = useCategories();
  const t = useT();
  return (
    <section
      id={ANCHORS.solutions}
      aria-labelledby="solutions-title"
      className="scroll-mt-20 border-y bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="solutions-title"
          eyebrow={t("landing.solutions.eyebrow")}
          title={t("landing.solutions.title")}
          lead={t("landing.solutions.lead")}
        />
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((category, index) => {
            const Icon = ICONS[index] ?? Cpu;
            const audio = categories[index];
            const [titleKey, textKey] = CATEGORY_TEXT_KEYS[index] ?? [];
            const title = titleKey ? t(titleKey) : category.title;
            return (
              <li
                key={category.title}
                className="flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="mb-4 grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{textKey ? t(textKey) : null}</p>
                {audio?.hasAudio && audio.url ? (
                  <CategoryAudioPlayer key={audio.url} src={audio.url} title={title} />
                ) : null}
              </li>
            );
          })}
        </ul>
        <CategoryAdminPanel categories={categories} />
      </div>
    </section>
  );
}
