import { ChevronDown, Download, ExternalLink, Layers, Trash2 } from "lucide-react";
import { Collapsible } from "radix-ui";
import type { ReactNode } from "react";
import { languageDisplayName } from "../../../../shared/catalog/language-list";
import { PATHS } from "../../../../shared/paths";
import type { AudioView } from "../../../../shared/audios/audio-schemas";
import { AudioPlayer } from "../../../components/audio-player";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { downloadAudio } from "../../../lib/download";
import { DeleteAudioButton } from "./delete-audio-button";
import { RenameAudioButton } from "./rename-audio-button";
import { useFormats } from "../../../i18n/formats";
import { languageName, usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

/** One audio of the library; `children` (the page's publishing parts) go under its player. */
export function AudioCard({ audio, children }: { audio: AudioView; children?: ReactNode }) {
  const t = usePageT(LIBRARY_PAGE);
  const formats = useFormats();
  const download = () => downloadAudio(audio.download_url, audio.public_title);
  const downloadWav = () => downloadAudio(audio.download_url, audio.public_title, "wav");
  return (
    <Card className="flex flex-col" data-testid="audio-card">
      <CardHeader className="gap-2">
        <CardTitle className="line-clamp-2 break-words">{audio.title}</CardTitle>
        {audio.public_title !== audio.title ? (
          // The name shoppers see (decision 092): the product's name unless the seller changed it.
          <p className="line-clamp-2 break-words text-sm text-muted-foreground" data-testid="audio-product-name">
            {audio.public_title}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{languageName(audio.language, languageDisplayName(audio.language))}</Badge>
          <Badge variant="outline" className="capitalize">
            {audio.voice_type}
          </Badge>
          {audio.batch_id ? (
            <a
              href={`${PATHS.batches}?batch=${audio.batch_id}`}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              data-testid="audio-batch-tag"
            >
              <Badge variant="outline">
                <Layers className="size-3" aria-hidden /> {t("library.card.batch", { id: audio.batch_id.slice(0, 8) })}
              </Badge>
            </a>
          ) : null}
          <time className="text-xs text-muted-foreground" dateTime={audio.created_at}>
            {formats.dateTime(audio.created_at)}
          </time>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {audio.description ? (
          <p className="line-clamp-3 break-words text-sm text-muted-foreground">{audio.description}</p>
        ) : null}
        {audio.product_link ? (
          <a
            href={audio.product_link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-primary hover:underline"
          >
            {t("library.card.viewProduct")} <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : null}
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" className="group -ml-2 w-fit">
              {t("library.card.viewScript")}{" "}
              <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm leading-relaxed">
              {audio.script_content}
            </p>
          </Collapsible.Content>
        </Collapsible.Root>
        <div className="mt-auto space-y-3">
          <AudioPlayer src={audio.audio_url} title={audio.title} />
          {children}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void download()}>
              <Download aria-hidden /> {t("library.card.download")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadWav()}
              aria-label={t("library.card.wavLabel", { title: audio.title })}
            >
              <Download aria-hidden /> WAV
            </Button>
            <RenameAudioButton id={audio.id} title={audio.title} />
            <RenameAudioButton id={audio.id} title={audio.title} value={audio.public_title} field="public_title" />
            <DeleteAudioButton id={audio.id} title={audio.title}>
              <Trash2 aria-hidden /> {t("library.card.delete")}
            </DeleteAudioButton>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
