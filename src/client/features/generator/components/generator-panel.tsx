import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { PATHS } from "../../../../shared/paths";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/account/auth-context";
import { useCredits } from "../../../lib/account/get-credits";
import { useGenerateScript } from "../api/generate-script";
import { readHasGeneratedAudio, readLanguageLock, writeLanguageLock } from "../generator-storage";
import { useGeneratorState } from "../use-generator-state";
import { CreditBadge } from "./credit-badge";
import { ScriptForm } from "./script-form";

// The script box, audio step and player only matter once a script exists; loading them then
// (or as soon as one is requested) keeps them out of the landing page's start-up bundle.
const loadScriptStep = () => import("./script-step");
const ScriptStep = lazy(() => loadScriptStep().then((module) => ({ default: module.ScriptStep })));

export function GeneratorPanel() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const credits = useCredits();
  const { draft, update, setLanguage } = useGeneratorState(Boolean(user));
  const generateScript = useGenerateScript();
  const balance = credits.data?.credits;
  const blocked = Boolean(user) && balance === 0 && readHasGeneratedAudio();

  const onGenerate = () => {
    // Spec 5, script generation, in order.
    if (!user) {
      toast.error(MESSAGES.script.signUpRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
      return;
    }
    if (balance !== undefined && balance <= 0) {
      toast.error(readHasGeneratedAudio() ? MESSAGES.script.freeCreditUsed : MESSAGES.script.needCredits);
      return;
    }
    if (!draft.productLink.trim() && !draft.details.trim()) {
      toast.error(MESSAGES.script.linkOrDetailsRequired);
      return;
    }
    const lock = readLanguageLock();
    if (draft.script && lock && lock !== draft.language) {
      toast.error(MESSAGES.script.languageLocked);
      return;
    }
    void loadScriptStep();
    generateScript.mutate(
      {
        productLink: draft.productLink.trim() || undefined,
        specifications: draft.details.trim() || undefined,
        language: draft.language,
        temperature: draft.creativity,
      },
      {
        onSuccess: (result) => {
          update({ script: result.script, draftId: result.draftId, audio: null });
          writeLanguageLock(draft.language);
          toast.success(MESSAGES.script.success);
          if (result.notice) toast.info(result.notice);
        },
        onError: (error) => {
          toast.error(error instanceof ApiError && error.message ? error.message : MESSAGES.script.failed);
          if (error instanceof ApiError && error.status === 402) void credits.refetch();
        },
      },
    );
  };

  return (
    <>
      {user ? <CreditBadge credits={balance} loading={credits.isPending} /> : null}
      {blocked ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {MESSAGES.script.alreadyGenerated}
        </p>
      ) : null}
      <ScriptForm
        draft={draft}
        busy={generateScript.isPending}
        onChange={update}
        onLanguageChange={setLanguage}
        onGenerate={onGenerate}
      />
      {draft.script || draft.audio ? (
        <Suspense fallback={<div className="h-72 rounded-lg border bg-background" aria-busy="true" />}>
          <ScriptStep draft={draft} onChange={update} />
        </Suspense>
      ) : null}
    </>
  );
}
