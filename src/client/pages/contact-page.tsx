import { Clock, Mail, MessageSquare } from "lucide-react";
import { Card, CardContent } from "../components/ui/card";
import { ContactForm } from "../features/contact/components/contact-form";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { CONTACT_PAGE } from "../i18n/pages/contact";

const NOTES = [
  {
    icon: MessageSquare,
    title: "contact.questionsTitle",
    text: "contact.questionsText",
  },
  { icon: Clock, title: "contact.repliesTitle", text: "contact.repliesText" },
  {
    icon: Mail,
    title: "contact.inboxTitle",
    text: "contact.inboxText",
  },
];

export function ContactPage() {
  const t = usePageT(CONTACT_PAGE);
  useDocumentTitle(t("contact.documentTitle"));
  return (
    <PageShell title={t("contact.title")} lead={t("contact.lead")}>
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_2fr]">
        <ul className="space-y-4">
          {NOTES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{t(title)}</p>
                <p className="text-sm text-muted-foreground">{t(text)}</p>
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
