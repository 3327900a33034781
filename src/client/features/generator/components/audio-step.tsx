import { Download, Library, Loader2, Mic } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { PATHS } from "../../../../shared/paths";
import { AudioPlayer } from "../../../components/audio-player";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { downloadAudio } from "../../../lib/download";
import { useAuth } from "../../../lib/account/auth-context";
import { useCredits } from "../../../lib/account/get-credits";
import { useGenerateAudio } from "../api/generate-audio";
import { writeHasGeneratedAudio, writeLanguageLock } from "../generator-storage";
import type { GeneratorDraft } from "../use-generator-state";

export function AudioStep({
  draft,
  onChange,
}: {
  draft: GeneratorDraft;
  onChange: (patch: Partial<GeneratorDraft>) => void;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const credits = useCredits();
  const generate = useGenerateAudio();

  if (draft.audio) {
    const audio = draft.audio;
    const download = () => downloadAudio(audio.downloadUrl, audio.title);
    return (
      <div className="space-y-3 border-t pt-4">
        <AudioPlayer src={audio.url} title={audio.title} testId="generated-audio-player" />
        <p className="text-xs text-muted-foreground">
          AI-generated voice. Let listeners know the narration is synthetic.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void download()}>
            <Download aria-hidden /> Download
          </Button>
          <Button asChild variant="secondary">
            <Link to={PATHS.myAudios}>
              <Library aria-hidden /> View All My Audios
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  const onGenerate = () => {
    if (!draft.script.trim() || !draft.draftId) {
      toast.error(MESSAGES.audio.scriptRequired);
      return;
    }
    if (!user) {
      toast.error(MESSAGES.audio.authRequired);
      void navigate(PATHS.auth, { state: { isSignUp: true } });
      return;
    }
    if (credits.data && credits.data.credits <= 0) {
      toast.error(MESSAGES.audio.deductFailed);
      return;
    }
    generate.mutate(
      { draftId: draft.draftId, text: draft.script, voice: draft.voice, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (result) => {
          // The script is spent: a new audio needs a new script, in any language.
          writeLanguageLock(null);
          writeHasGeneratedAudio();
          onChange({
            draftId: null,
            audio: {
              id: result.audio.id,
              title: result.audio.title,
              url: result.audio.audio_url,
              downloadUrl: result.audio.download_url,
            },
          });
          toast.success(MESSAGES.audio.success);
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.message ? error.message : MESSAGES.audio.failed),
      },
    );
  };

  return (
    <Button type="button" size="lg" className="w-full" onClick={onGenerate} disabled={generate.isPending}>
      {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Mic aria-hidden />}
      {generate.isPending ? "Generating audio…" : "Generate Audio"}
    </Button>
  );
}
