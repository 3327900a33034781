import { usePageT } from "../../../i18n/i18n";
import { AUDIO_PANEL } from "../../../i18n/pages/audio-panel";
import { Loader2, Mic } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { MESSAGES } from "../../../../shared/messages";
import { DEFAULT_SPEED } from "../../../../shared/generator/pacing";
import { PATHS } from "../../../../shared/paths";
import { Button } from "../../../components/ui/button";
import { describedBy, FieldError } from "../../../components/ui/field-error";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/account/auth-context";
import { focusWhenReady } from "../../../lib/focus-when-ready";
import { GENERATED_AUDIO_PLAY_ID, SCRIPT_FIELD_ID } from "../../../lib/generator-focus";
import { toast } from "../../../lib/toast";
import { useAudioExtras } from "../../../lib/audio-extras";
import { useGenerateAudio } from "../api/generate-audio";
import { writeHasGeneratedAudio, writeLanguageLock } from "../generator-storage";
import type { GeneratorDraft } from "../use-generator-state";
import { GeneratedAudioPanel } from "./generated-audio-panel";

type Props = {
  draft: GeneratorDraft;
  balance: number | undefined;
  scriptTooLong: boolean;
  /** Unsupported sentences of the script on screen the seller has not confirmed (issue 24). */
  unresolvedClaims?: number;
  onChange: (patch: Partial<GeneratorDraft>) => void;
};

/**
 * Generate Audio for the script on screen, then the player. After an audio, an edit of the
 * script (or another voice) can be voiced again for one more credit (issue 14, item 8): the
 * server copies the spent script into a new one and charges it like any other; the first
 * audio stays in the library.
 */
export function AudioStep({ draft, balance, scriptTooLong, unresolvedClaims = 0, onChange }: Props) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const generate = useGenerateAudio();
  const audioExtras = useAudioExtras();
  const [error, setError] = useState<string | null>(null);
  const t = usePageT(AUDIO_PANEL);
  const revoice = draft.audio !== null;

  const fail = (message: string) => {
    toast.error(message);
    setError(message);
  };

  const onGenerate = () => {
    if (generate.isPending) return;
    setError(null);
    if (!draft.script.trim() || !draft.draftId) {
      fail(MESSAGES.audio.scriptRequired);
      return;
    }
    if (scriptTooLong) {
      fail(MESSAGES.audio.scriptTooLong);
      focusWhenReady(SCRIPT_FIELD_ID);
      return;
    }
    if (!user) {
      fail(MESSAGES.audio.authRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
      return;
    }
    if (balance !== undefined && balance <= 0) {
      fail(MESSAGES.audio.deductFailed);
      return;
    }
    const text = draft.script;
    const voice = draft.voice;
    generate.mutate(
      {
        draftId: draft.draftId,
        text,
        voice,
        idempotencyKey: crypto.randomUUID(),
        ...(draft.speed !== DEFAULT_SPEED ? { speed: draft.speed } : {}),
        ...(revoice ? { revoice } : {}),
      },
      {
        onSuccess: (result) => {
          // The script is spent: a new script may be in any language.
          writeLanguageLock(null);
          writeHasGeneratedAudio();
          onChange({
            audio: {
              id: result.audio.id,
              title: result.audio.title,
              publicTitle: result.audio.public_title,
              url: result.audio.audio_url,
              downloadUrl: result.audio.download_url,
              script: text,
              voice,
            },
          });
          toast.success(MESSAGES.audio.success);
          // The next step is the player: focus goes to its play button.
          focusWhenReady(GENERATED_AUDIO_PLAY_ID, { fresh: true });
        },
        onError: (err) => fail(err instanceof ApiError && err.message ? err.message : MESSAGES.audio.failed),
      },
    );
  };

  const busy = generate.isPending;
  const errorMessage = <FieldError id="audio-error" message={error} />;
  // The server holds a script with unresolved claims (422 unresolved_claims, nothing charged).
  const claimsNote =
    unresolvedClaims > 0 ? (
      <p id="claims-note" className="text-sm text-amber-700 dark:text-amber-400" data-testid="unresolved-claims">
        {t("audioPanel.audioStep.claims", { count: unresolvedClaims })}
      </p>
    ) : null;

  if (draft.audio) {
    const edited = draft.script.trim() !== draft.audio.script.trim() || draft.voice !== draft.audio.voice;
    return (
      <GeneratedAudioPanel audio={draft.audio}>
        {audioExtras?.({ id: draft.audio.id })}
        <div className="space-y-2 rounded-md border border-dashed p-3" data-testid="revoice">
          {!edited ? (
            <p className="text-sm text-muted-foreground">{t("audioPanel.audioStep.editToRevoice")}</p>
          ) : balance === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t("audioPanel.audioStep.buyBefore")}{" "}
              <Link to={PATHS.pricing} className="rounded-sm text-primary underline-offset-4 hover:underline">
                {t("audioPanel.audioStep.buyLink")}
              </Link>
              {t("audioPanel.audioStep.buyAfter")}
            </p>
          ) : (
            <>
              <p id="revoice-cost" className="text-sm text-muted-foreground">
                {t("audioPanel.audioStep.revoiceCost")}
              </p>
              <Button
                type="button"
                onClick={onGenerate}
                aria-disabled={busy || undefined}
                aria-describedby={describedBy("audio-error", error, "revoice-cost")}
              >
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Mic aria-hidden />}
                {busy ? t("generator.generatingAudio") : t("generator.generateAgain")}
              </Button>
            </>
          )}
          {edited ? claimsNote : null}
          {errorMessage}
        </div>
      </GeneratedAudioPanel>
    );
  }

  // A viewer of the workspace reads, and can't spend its credits (the server refuses anyway; issue 27).
  if (user?.workspace?.role === "viewer")
    return <p className="text-sm text-muted-foreground">{t("audioPanel.audioStep.viewerNote")}</p>;

  return (
    <div className="space-y-2">
      <Button
        type="button"
        size="lg"
        className="w-full"
        onClick={onGenerate}
        aria-disabled={busy || scriptTooLong || undefined}
        aria-describedby={describedBy(
          "audio-error",
          error,
          ...(scriptTooLong ? ["script-error"] : []),
          ...(unresolvedClaims > 0 ? ["claims-note"] : []),
        )}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Mic aria-hidden />}
        {busy ? t("generator.generatingAudio") : t("generator.generateAudio")}
      </Button>
      {claimsNote}
      {errorMessage}
    </div>
  );
}
