import { BookOpen, Lock } from "lucide-react";
import { useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../components/ui/card";
import { ApiKeysPanel } from "../features/developers/components/api-keys-panel";
import { WebhooksPanel } from "../features/developers/components/webhooks-panel";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";

/** The developer API's home for a seller: keys, webhooks, and the way to the reference (issue 17). */
export function DevelopersPage() {
  useDocumentTitle("Developers");
  const { user, loading } = useAuth();
  const navigate = useNavigate();

  if (!loading && !user) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
        <Card className="w-full text-center">
          <CardHeader className="items-center">
            <Lock className="mb-2 size-8 text-primary" aria-hidden />
            <h1 className="text-xl font-semibold">Sign In Required</h1>
            <CardDescription>Sign in to manage your API keys and webhooks.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void navigate(PATHS.auth)}>Sign In</Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <PageShell
      title="Developers"
      lead="Make and fetch audios from your own scripts, shop apps and plugins with the ShelfTalk API."
    >
      <div className="mx-auto max-w-3xl space-y-6">
        <p className="text-center">
          <Button asChild variant="outline">
            {/* A server page, outside the app: a full page load, so its renderer never enters the app's bundle. */}
            <a href="/docs/api">
              <BookOpen aria-hidden /> API reference
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
