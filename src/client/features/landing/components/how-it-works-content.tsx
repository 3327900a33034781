import { FileText, Link2, PencilLine, Volume2 } from "lucide-react";
import { SectionHeading } from "../../../components/section-heading";

const STEPS = [
  {
    icon: Link2,
    title: "Paste a product link",
    text: "Or type the details yourself. Pick a language, a voice and how creative the script should be.",
  },
  {
    icon: FileText,
    title: "Get a script",
    text: "ShelfTalk reads the page and writes a spoken description grounded in its facts: name, features, price.",
  },
  {
    icon: PencilLine,
    title: "Make it yours",
    text: "Edit the script freely. Add your promotion, remove what you don't want said.",
  },
  {
    icon: Volume2,
    title: "Generate the audio",
    text: "One credit turns it into an MP3 you can play, download and find later in your library.",
  },
];

/** The content of the How it works section (see how-it-works-section.tsx). */
export function HowItWorksContent() {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="how-title"
        eyebrow="How it works"
        title="From link to listening in four steps"
        lead="No recording studio, no voice actors, no waiting."
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
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
