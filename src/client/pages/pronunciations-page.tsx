import { useNavigate } from "react-router";
import { PRONUNCIATION_MAX_ENTRIES } from "../../shared/pronunciations/pronunciation-limits";
import { ANCHORS, PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { PronunciationForm } from "../features/pronunciations/components/pronunciation-form";
import { PronunciationList } from "../features/pronunciations/components/pronunciation-list";
import { usePronunciations } from "../features/pronunciations/api/list-pronunciations";
import { SignInRequired } from "../components/sign-in-required";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { PRONUNCIATIONS_PAGE } from "../i18n/pages/pronunciations";

/** The seller's pronunciation dictionary (issue 18): reachable from the generator. */
export function PronunciationsPage() {
  const t = usePageT(PRONUNCIATIONS_PAGE);
  useDocumentTitle(t("pronunciations.title"));
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const list = usePronunciations(Boolean(user));

  if (!loading && !user) return <SignInRequired reason={t("pronunciations.signIn")} />;

  const entries = list.data?.pronunciations ?? [];
  return (
    <PageShell title={t("pronunciations.title")} lead={t("pronunciations.lead")}>
      <div className="mx-auto max-w-4xl space-y-8">
        <Card>
          <CardContent className="space-y-3 pt-6">
            <PronunciationForm />
            <p className="text-xs text-muted-foreground">
              {t("pronunciations.help", { max: PRONUNCIATION_MAX_ENTRIES })}
            </p>
          </CardContent>
        </Card>
        {loading || list.isPending ? (
          <Skeleton className="h-40 rounded-md" aria-label={t("pronunciations.loading")} />
        ) : (
          <PronunciationList entries={entries} />
        )}
        <p className="text-center text-sm">
          <Button variant="link" onClick={() => void navigate({ pathname: PATHS.home, hash: `#${ANCHORS.generator}` })}>
            {t("pronunciations.back")}
          </Button>
        </p>
      </div>
    </PageShell>
  );
}
