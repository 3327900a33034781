import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { LanguageCode } from "../../../shared/catalog/language-list";
import { isHttpUrl, normalizeProductLink } from "../../../shared/generator/product-link";
import type { PageLanguageResponse } from "../../../shared/generator/page-language";
import { apiFetch } from "../../lib/api";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** The wait after the last keystroke in Product Link before the page is read. */
export const PAGE_LANGUAGE_DEBOUNCE_MS = 600;

export function fetchPageLanguage(link: string): Promise<PageLanguageResponse> {
  return apiFetch<PageLanguageResponse>("/api/scripts/page-language", { json: { link } });
}

/** The language of one page, read once per link for the life of the page (a page's language does not change). */
export const pageLanguageQueryOptions = (link: string) =>
  queryOptions({
    queryKey: ["page-language", link] as const,
    queryFn: () => fetchPageLanguage(link),
    staleTime: Infinity,
    retry: false,
  });

type Options = {
  link: string;
  /** Signed in: visitors do not make the server fetch pages. */
  enabled: boolean;
  language: LanguageCode;
  /** False while a change of language would be refused (an unspent script holding the last credit). */
  mayPreselect: boolean;
  onPreselect: (language: LanguageCode) => void;
};

/**
 * The page's language preselects the Language select when the seller pastes a link (issue 25,
 * decision 094): once per link and language found, so a seller who then picks another keeps it.
 * Returns the page's language while it is known for the link in the field, for the note.
 */
export function usePageLanguagePreselect({ link, enabled, language, mayPreselect, onPreselect }: Options) {
  const current = normalizeProductLink(link);
  const settled = useDebouncedValue(current, PAGE_LANGUAGE_DEBOUNCE_MS);
  const query = useQuery({ ...pageLanguageQueryOptions(settled), enabled: enabled && isHttpUrl(settled) });
  const detected = settled === current ? (query.data?.language ?? null) : null;
  const [applied, setApplied] = useState<string | null>(null);
  const key = detected ? `${settled} ${detected}` : null;
  if (key && key !== applied) {
    setApplied(key);
    if (mayPreselect && detected && detected !== language) onPreselect(detected);
  }
  return detected;
}
