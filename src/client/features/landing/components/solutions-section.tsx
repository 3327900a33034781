import { CATEGORIES } from "../../../../shared/catalog/categories";
import { ANCHORS } from "../../../../shared/paths";
import { SectionHeading } from "./section-heading";

export function SolutionsSection() {
  return (
    <section
      id={ANCHORS.solutions}
      aria-labelledby="solutions-title"
      className="scroll-mt-20 border-y bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="solutions-title"
          eyebrow="Solutions"
          title="Made for every kind of product"
          lead="From gadgets to getaways, ShelfTalk adapts its script to what your shoppers need to hear."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((category) => (
            <li key={category.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="font-semibold">{category.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted-foreground">{category.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
