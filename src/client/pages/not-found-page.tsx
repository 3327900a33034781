import { Link } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { useDocumentTitle } from "../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{MESSAGES.notFound}</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={PATHS.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
