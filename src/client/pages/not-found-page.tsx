import { Link } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { useDocumentTitle } from "../lib/use-document-title";
import { translateMessage, usePageT } from "../i18n/i18n";
import { NOT_FOUND_PAGE } from "../i18n/pages/not-found";

export function NotFoundPage() {
  const t = usePageT(NOT_FOUND_PAGE);
  useDocumentTitle(t("notFound.documentTitle"));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{translateMessage(MESSAGES.notFound)}</h1>
      <p className="mt-2 text-muted-foreground">{t("notFound.body")}</p>
      <Button asChild className="mt-8">
        <Link to={PATHS.home}>{t("notFound.home")}</Link>
      </Button>
    </div>
  );
}
