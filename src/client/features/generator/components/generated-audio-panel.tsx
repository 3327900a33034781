import { Download, Library } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { AudioPlayer } from "../../../components/audio-player";
import { Button } from "../../../components/ui/button";
import { downloadAudio } from "../../../lib/download";
import { GENERATED_AUDIO_PLAY_ID } from "../../../lib/generator-focus";
import type { GeneratedAudio } from "../use-generator-state";
import { usePageT } from "../../../i18n/i18n";
import { AUDIO_PANEL } from "../../../i18n/pages/audio-panel";

/** After generation (spec section 2): the player with Download and View All My Audios. */
export function GeneratedAudioPanel({ audio, children }: { audio: GeneratedAudio; children?: ReactNode }) {
  const t = usePageT(AUDIO_PANEL);
  const download = () => downloadAudio(audio.downloadUrl, audio.publicTitle ?? audio.title);
  return (
    <div className="space-y-3 border-t pt-4">
      <AudioPlayer
        // A new audio is a new element: the player starts from 0:00 and its own state.
        key={audio.id}
        src={audio.url}
        title={audio.title}
        testId="generated-audio-player"
        playButtonId={GENERATED_AUDIO_PLAY_ID}
      />
      <p className="text-xs text-muted-foreground">{t("audioPanel.player.aiNotice")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void download()}>
          <Download aria-hidden /> {t("audioPanel.player.download")}
        </Button>
        <Button asChild variant="secondary">
          <Link to={PATHS.myAudios}>
            <Library aria-hidden /> {t("audioPanel.player.viewAll")}
          </Link>
        </Button>
      </div>
      {children}
    </div>
  );
}
