import { ANCHORS } from "../../../../shared/paths";
import { Button } from "../../../components/ui/button";
import { scrollToId } from "../../../lib/scroll";

export function ContactCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="py-20">
      <div className="mx-auto max-w-4xl rounded-2xl bg-gradient-to-br from-[var(--brand-gradient-from)] to-[var(--brand-gradient-to)] px-6 py-14 text-center text-white shadow-lg">
        <h2 id="cta-title" className="text-balance text-3xl font-bold tracking-tight">
          Ready to give your products a voice?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-white/90">
          Your first audio is free. Paste a link and hear the difference in under a minute.
        </p>
        <Button size="lg" variant="secondary" className="mt-8" onClick={() => scrollToId(ANCHORS.generator)}>
          Start generating
        </Button>
      </div>
    </section>
  );
}
