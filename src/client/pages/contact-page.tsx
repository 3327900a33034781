import { Clock, Mail, MessageSquare } from "lucide-react";
import { Card, CardContent } from "../components/ui/card";
import { ContactForm } from "../features/contact/components/contact-form";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";

const NOTES = [
  {
    icon: MessageSquare,
    title: "Questions welcome",
    text: "Credits, voices, languages, or a product page that didn't read well.",
  },
  { icon: Clock, title: "Quick replies", text: "We answer most messages within one business day." },
  {
    icon: Mail,
    title: "Straight to your inbox",
    text: "We reply to the email address you give us, and use it for nothing else.",
  },
];

export function ContactPage() {
  useDocumentTitle("Contact");
  return (
    <PageShell
      title="Contact Us"
      lead="Questions about credits, voices or a product page that didn't read well? Write to us and we'll get back to you."
    >
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_2fr]">
        <ul className="space-y-4">
          {NOTES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Card>
          <CardContent className="p-6 sm:p-8">
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
