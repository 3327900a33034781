import { BookOpen } from "lucide-react";
import { Button } from "../components/ui/button";
import { ApiKeysPanel } from "../features/developers/components/api-keys-panel";
import { WebhooksPanel } from "../features/developers/components/webhooks-panel";
import { SignInRequired } from "../components/sign-in-required";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { DEVELOPERS_PAGE } from "../i18n/pages/developers";

/** The developer API's home for a seller: keys, webhooks, and the way to the reference (issue 17). */
export function DevelopersPage() {
  const t = usePageT(DEVELOPERS_PAGE);
  useDocumentTitle(t("developers.title"));
  const { user, loading } = useAuth();

  if (!loading && !user) return <SignInRequired reason={t("developers.signIn")} />;

  return (
    <PageShell title={t("developers.title")} lead={t("developers.lead")}>
      <div className="mx-auto max-w-3xl space-y-6">
        <p className="text-center">
          <Button asChild variant="outline">
            {/* A server page, outside the app: a full page load, so its renderer never enters the app's bundle. */}
            <a href="/docs/api">
              <BookOpen aria-hidden /> {t("developers.reference")}
            </a>
          </Button>
        </p>
        {user ? (
          <>
            <ApiKeysPanel />
            <WebhooksPanel />
          </>
        ) : null}
      </div>
    </PageShell>
  );
}
