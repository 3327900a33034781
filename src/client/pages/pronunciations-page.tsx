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

/** The seller's pronunciation dictionary (issue 18): reachable from the generator. */
export function PronunciationsPage() {
  useDocumentTitle("Pronunciations");
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const list = usePronunciations(Boolean(user));

  if (!loading && !user) return <SignInRequired reason="Sign in to teach your voices how to say your brand names." />;

  const entries = list.data?.pronunciations ?? [];
  return (
    <PageShell
      title="Pronunciations"
      lead="Tell the voices how to say your brand names, model numbers and abbreviations. Every audio you make from now on uses them, whichever voice speaks."
    >
      <div className="mx-auto max-w-4xl space-y-8">
        <Card>
          <CardContent className="space-y-3 pt-6">
            <PronunciationForm />
            <p className="text-xs text-muted-foreground">
              Write how it sounds, the way you would spell it for a friend (“YUNG-el-skog”, “two-part”). A term in lower
              case matches any capitalisation; one with capitals matches only that spelling. Whole words only. Up to{" "}
              {PRONUNCIATION_MAX_ENTRIES} entries.
            </p>
          </CardContent>
        </Card>
        {loading || list.isPending ? (
          <Skeleton className="h-40 rounded-md" aria-label="Loading your pronunciations" />
        ) : (
          <PronunciationList entries={entries} />
        )}
        <p className="text-center text-sm">
          <Button variant="link" onClick={() => void navigate({ pathname: PATHS.home, hash: `#${ANCHORS.generator}` })}>
            Back to the generator
          </Button>
        </p>
      </div>
    </PageShell>
  );
}
