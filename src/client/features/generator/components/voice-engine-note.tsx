import { BookA } from "lucide-react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { EMBEDDED_VOICE_NOTICE } from "../../../../shared/voices/speech-engine";
import { useSpeechEngine } from "../../../lib/speech-engine";

/**
 * Says which engine speaks the voices (the names are OpenAI's; issue 18, honest voices), and
 * leads to the seller's pronunciation dictionary.
 */
export function VoiceEngineNote() {
  const engine = useSpeechEngine().data;
  return (
    <div className="space-y-1 text-xs text-muted-foreground sm:col-span-2" data-testid="voice-engine-note">
      {engine ? engine.natural ? <p>Voices are spoken by {engine.label}.</p> : <p>{EMBEDDED_VOICE_NOTICE}</p> : null}
      <p>
        <Link
          to={PATHS.pronunciations}
          className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 hover:underline"
        >
          <BookA className="size-3.5" aria-hidden />
          Pronunciations: fix how your brand names sound
        </Link>
      </p>
    </div>
  );
}
