import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { MESSAGES } from "../../../../shared/messages";
import { PATHS } from "../../../../shared/paths";
import { isHttpUrl, normalizeProductLink } from "../../../../shared/generator/product-link";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/account/auth-context";
import { useCredits } from "../../../lib/account/get-credits";
import { focusWhenReady } from "../../../lib/focus-when-ready";
import { SCRIPT_FIELD_ID } from "../../../lib/generator-focus";
import { toast } from "../../../lib/toast";
import { useGenerateScript } from "../api/generate-script";
import { readHasGeneratedAudio, readLanguageLock, writeLanguageLock } from "../generator-storage";
import { hasUnspentScript, useGeneratorState } from "../use-generator-state";
import { usePageLanguagePreselect } from "../use-page-language";
import { CreditBadge } from "./credit-badge";
import { FreeAudioReady } from "./free-audio-ready";
import { FIELD_CONTROL_IDS, fieldOfScriptError, type GeneratorErrors, type GeneratorField } from "./generator-errors";
import { ScriptForm } from "./script-form";

// The script box, audio step and player only matter once a script exists; loading them then
// (or as soon as one is requested) keeps them out of the landing page's start-up bundle.
const loadScriptStep = () => import("./script-step");
const ScriptStep = lazy(() => loadScriptStep().then((module) => ({ default: module.ScriptStep })));

export function GeneratorPanel() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const credits = useCredits();
  const { draft, update, setLanguage } = useGeneratorState({ signedIn: Boolean(user), signedOut: !loading && !user });
  const generateScript = useGenerateScript();
  const [errors, setErrors] = useState<GeneratorErrors>({});
  const balance = credits.data?.credits;
  const blocked = Boolean(user) && balance === 0 && readHasGeneratedAudio();
  const pageLanguage = usePageLanguagePreselect({
    link: draft.productLink,
    enabled: Boolean(user),
    language: draft.language,
    // The lock of decision 027 would refuse the page's language: the select stays, the note explains.
    mayPreselect: !(hasUnspentScript(draft) && readLanguageLock() && (balance ?? 0) <= 1),
    onPreselect: setLanguage,
  });

  /** An error in a toast and on its field, with keyboard focus on the field. */
  const fail = (field: GeneratorField, message: string) => {
    toast.error(message);
    setErrors({ [field]: message });
    const control = FIELD_CONTROL_IDS[field];
    if (control) focusWhenReady(control);
  };

  const onGenerate = () => {
    if (generateScript.isPending) return;
    setErrors({});
    // Spec 5, script generation, in order.
    if (!user) {
      // What was typed is kept for the way back (lib/pending-draft.ts).
      toast.error(MESSAGES.script.signUpRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
      return;
    }
    if (balance !== undefined && balance <= 0) {
      fail("form", readHasGeneratedAudio() ? MESSAGES.script.freeCreditUsed : MESSAGES.script.needCredits);
      return;
    }
    const productLink = normalizeProductLink(draft.productLink);
    if (!productLink && !draft.details.trim()) {
      fail("productLink", MESSAGES.script.linkOrDetailsRequired);
      return;
    }
    if (productLink && !isHttpUrl(productLink)) {
      fail("productLink", MESSAGES.script.invalidLink);
      return;
    }
    if (productLink !== draft.productLink) update({ productLink });
    // The lock holds only while the script on screen is unspent and would take the last credit (decision 027).
    const lock = readLanguageLock();
    if (hasUnspentScript(draft) && lock && lock !== draft.language && (balance ?? 0) <= 1) {
      fail("language", MESSAGES.script.languageLocked);
      return;
    }
    void loadScriptStep();
    const language = draft.language;
    generateScript.mutate(
      {
        productLink: productLink || undefined,
        specifications: draft.details.trim() || undefined,
        language,
        temperature: draft.creativity,
        length: draft.length,
        tone: draft.tone,
      },
      {
        onSuccess: (result) => {
          update({ script: result.script, draftId: result.draftId, audio: null });
          writeLanguageLock(language);
          toast.success(MESSAGES.script.success);
          if (result.notice) toast.info(result.notice);
          // The next step is the script: focus goes there, once its chunk has rendered.
          focusWhenReady(SCRIPT_FIELD_ID);
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.message ? error.message : MESSAGES.script.failed;
          fail(fieldOfScriptError(error), message);
          if (error instanceof ApiError && error.status === 402) void credits.refetch();
        },
      },
    );
  };

  return (
    <>
      {user ? <CreditBadge credits={balance} loading={credits.isPending} /> : null}
      {blocked ? <FreeAudioReady /> : null}
      <ScriptForm
        draft={draft}
        busy={generateScript.isPending}
        errors={errors}
        pageLanguage={pageLanguage}
        onChange={(patch) => {
          update(patch);
          // An edited field's error has served its purpose.
          const touched = Object.keys(patch).filter((key) => key in errors);
          if (touched.length > 0) setErrors((current) => withoutKeys(current, touched));
        }}
        onLanguageChange={(language) => {
          setLanguage(language);
          if (errors.language) setErrors((current) => withoutKeys(current, ["language"]));
        }}
        onGenerate={onGenerate}
      />
      {draft.script || draft.audio ? (
        <Suspense fallback={<div className="h-72 rounded-lg border bg-background" aria-busy="true" />}>
          <ScriptStep draft={draft} balance={balance} onChange={update} />
        </Suspense>
      ) : null}
    </>
  );
}

function withoutKeys(errors: GeneratorErrors, keys: string[]): GeneratorErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}
