import { ExternalLink, Globe, Loader2, Share2 } from "lucide-react";
import { useState } from "react";
import { accentColor, DEFAULT_EMBED_THEME, embedTheme, type EmbedTheme } from "../../../../shared/publish/publish";
import { PUBLISH_MESSAGES } from "../../../../shared/publish/publish-messages";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { usePublishInfo } from "../api/get-publish-info";
import { usePublishAudio } from "../api/publish-audio";
import { useUnpublishAudio } from "../api/unpublish-audio";
import { CopyField } from "./copy-field";
import { useLogo } from "../../../lib/logos/logos-api";
import { LogoField } from "../../../components/logo-field";
import { usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Publish / Unpublish for one audio, and once published what a seller pastes: the share link,
 * the embed code (with a live preview: the very snippet, rendered) and the JSON-LD.
 * `published` is what the library knows; right after publishing here the answer itself says so.
 */
export function PublishPanel({ audioId, published }: { audioId: string; published: boolean }) {
  const t = usePageT(LIBRARY_PAGE);
  const [theme, setTheme] = useState<EmbedTheme>(DEFAULT_EMBED_THEME);
  // The shop's accent colour for the player's buttons (issue 25); null keeps the player's own.
  const [accentInput, setAccentInput] = useState<string | null>(null);
  const accent = accentColor(useDebouncedValue(accentInput, 300));
  const publish = usePublishAudio(audioId);
  // Published here a moment ago: the answer is in the cache before the library says so.
  const isPublished = published || publish.isSuccess;
  const info = usePublishInfo(audioId, isPublished, theme, accent);
  const unpublish = useUnpublishAudio(audioId);
  // Only while published: a theme switch keeps the previous snippets on screen, an unpublish must not.
  const data = isPublished ? info.data : undefined;
  const busy = publish.isPending || unpublish.isPending;
  // The preview's frame reloads when the logo changes (its address stays the same).
  const logo = useLogo({ kind: "audio", id: audioId }, Boolean(data));
  const previewKey = logo.data?.logo?.id ?? "no-logo";

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => toast.success(PUBLISH_MESSAGES.published),
      onError: (error) => toast.error(failure(error, PUBLISH_MESSAGES.publishFailed)),
    });
  const onUnpublish = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => {
        publish.reset();
        toast.success(PUBLISH_MESSAGES.unpublished);
      },
      onError: (error) => toast.error(failure(error, PUBLISH_MESSAGES.unpublishFailed)),
    });

  if (!data) {
    return (
      <section
        className="space-y-2 rounded-lg border bg-muted/30 p-3"
        aria-label={t("library.publish.label")}
        data-testid="publish-panel"
      >
        <p className="text-sm text-muted-foreground">{t("library.publish.intro")}</p>
        <Button type="button" size="sm" onClick={onPublish} disabled={busy || (published && info.isPending)}>
          {publish.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Globe aria-hidden />}
          {publish.isPending ? t("library.publish.publishing") : t("library.publish.publish")}
        </Button>
      </section>
    );
  }

  return (
    <section
      className="space-y-3 rounded-lg border bg-muted/30 p-3"
      aria-label={t("library.publish.label")}
      data-testid="publish-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge>
          <Share2 className="size-3" aria-hidden /> {t("library.publish.published")}
        </Badge>
        <div className="flex gap-2">
          <Button asChild variant="ghost" size="sm">
            <a href={data.shareUrl} target="_blank" rel="noopener noreferrer">
              {t("library.publish.openShare")} <ExternalLink aria-hidden />
            </a>
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onUnpublish} disabled={busy}>
            {unpublish.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("library.publish.unpublish")}
          </Button>
        </div>
      </div>
      <CopyField
        label={t("library.publish.shareLink")}
        value={data.shareUrl}
        copyLabel={t("library.publish.copyLink")}
        copiedMessage={PUBLISH_MESSAGES.linkCopied}
        testId="share-link"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`theme-${audioId}`} className="text-sm">
          {t("library.publish.colours")}
        </Label>
        <NativeSelect
          id={`theme-${audioId}`}
          value={theme}
          onChange={(event) => setTheme(embedTheme(event.target.value))}
          className="h-9 w-auto"
        >
          <option value="light">{t("library.publish.light")}</option>
          <option value="dark">{t("library.publish.dark")}</option>
          <option value="auto">{t("library.publish.auto")}</option>
        </NativeSelect>
        <Label htmlFor={`accent-${audioId}`} className="text-sm">
          {t("library.publish.accent")}
        </Label>
        <input
          id={`accent-${audioId}`}
          type="color"
          className="h-9 w-12 cursor-pointer rounded-md border bg-background p-1"
          value={accentInput ?? "#0f766e"}
          onChange={(event) => setAccentInput(event.target.value)}
        />
        {accentInput ? (
          <Button variant="ghost" size="sm" onClick={() => setAccentInput(null)}>
            {t("library.publish.defaultColour")}
          </Button>
        ) : null}
      </div>
      <LogoField owner={{ kind: "audio", id: audioId }} />
      <CopyField
        label={t("library.publish.embed")}
        value={data.embedHtml}
        copyLabel={t("library.publish.copyEmbed")}
        copiedMessage={PUBLISH_MESSAGES.embedCopied}
        rows={4}
        testId="embed-code"
      />
      <p className="text-xs text-muted-foreground">{t("library.publish.embedHelp")}</p>
      <div className="space-y-1.5">
        <p className="text-sm font-medium" id={`preview-${audioId}`}>
          {t("library.publish.preview")}
        </p>
        {/* The snippet itself (our own server's markup), so the preview is exactly what a shop shows. */}
        <div
          key={previewKey}
          role="group"
          aria-labelledby={`preview-${audioId}`}
          data-testid="embed-preview"
          dangerouslySetInnerHTML={{ __html: data.embedHtml }}
        />
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium">{t("library.publish.jsonLd")}</summary>
        <div className="mt-2">
          <CopyField
            label={t("library.publish.jsonLdLabel")}
            value={data.jsonLdHtml}
            copyLabel={t("library.publish.copyJsonLd")}
            copiedMessage={PUBLISH_MESSAGES.jsonLdCopied}
            rows={6}
            testId="json-ld"
          />
        </div>
      </details>
    </section>
  );
}
