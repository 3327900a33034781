import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_EMBED_THEME, type EmbedTheme } from "../../../../shared/publish/publish";
import type { PublishInfo } from "../../../../shared/publish/publish-schemas";
import { apiFetch } from "../../../lib/api";

/** Every theme's snippets of one audio share this key's prefix. */
export const publishInfoQueryKey = (audioId: string) => ["publish-info", audioId] as const;

export const publishInfoQueryOptions = (
  audioId: string,
  theme: EmbedTheme = DEFAULT_EMBED_THEME,
  accent: string | null = null,
) =>
  queryOptions({
    queryKey: [...publishInfoQueryKey(audioId), theme, accent] as const,
    queryFn: () =>
      apiFetch<PublishInfo>(`/api/audios/${audioId}/publish?theme=${theme}${accent ? `&accent=${accent}` : ""}`),
    // The snippets of a published audio never change while it stays published.
    staleTime: Infinity,
  });

/** The share link, embed code and JSON-LD of an audio that is published (fetched only then). */
export function usePublishInfo(
  audioId: string,
  published: boolean,
  theme: EmbedTheme = DEFAULT_EMBED_THEME,
  accent: string | null = null,
) {
  return useQuery({
    ...publishInfoQueryOptions(audioId, theme, accent),
    enabled: published,
    placeholderData: (previous) => previous,
  });
}
