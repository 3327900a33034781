import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";

export function ContactPage() {
  useDocumentTitle("Contact");
  return (
    <PageShell
      title="Contact Us"
      lead="Questions about credits, voices or a product page that didn't read well? Write to us and we'll get back to you."
    />
  );
}
