import { ANCHORS } from "../../../../shared/paths";
import { Card, CardContent } from "../../../components/ui/card";
import { SectionHeading } from "../../landing/components/section-heading";
import { GeneratorPanel } from "./generator-panel";

/** The custom audio generator (#custom-audio-generator). */
export function GeneratorSection() {
  return (
    <section
      id={ANCHORS.generator}
      aria-labelledby="generator-title"
      className="scroll-mt-20 border-y bg-muted/40 py-20"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="generator-title"
          eyebrow="Generator"
          title="Create your audio description"
          lead="Paste a product link or describe the product, choose a language and a voice, and get a script you can edit before it becomes audio."
        />
        <Card>
          <CardContent className="space-y-6 p-6">
            <GeneratorPanel />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
