import { Mic } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../lib/toast";
import { MESSAGES } from "../../shared/messages";
import { ANCHORS, PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { useAudios } from "../lib/account/list-audios";
import { AudioCard } from "../features/audios/components/audio-card";
import { LibrarySearch } from "../features/audios/components/library-search";
import { LibraryTable } from "../features/audios/components/library-table";
import { LibraryViewToggle, useLibraryView } from "../features/audios/components/library-view-toggle";
import { SignInRequired } from "../components/sign-in-required";
import { useAuth } from "../lib/account/auth-context";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { ListeningFigures } from "../features/publish/components/listening-figures";
import { PublishPanel } from "../features/publish/components/publish-panel";
import { BulkPublishBar, BulkPublishButtons, SelectAudio } from "../features/publish/components/bulk-publish-bar";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { LIBRARY_PAGE } from "../i18n/pages/library";

const SKELETON_COUNT = 6;

export function MyAudiosPage() {
  const t = usePageT(LIBRARY_PAGE);
  useDocumentTitle(t("library.title"));
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), 300);
  const audios = useAudios(Boolean(user), query);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [view, setView] = useLibraryView();

  useEffect(() => {
    if (audios.isError) toast.error(MESSAGES.library.loadFailed);
  }, [audios.isError]);

  if (!loading && !user) return <SignInRequired reason={t("library.signIn")} />;

  const list = audios.data ?? [];
  // The search shows once there is something to search (and stays while a search is on).
  const searching = query !== "" || search !== "";
  return (
    <PageShell title={t("library.title")} lead={t("library.lead")}>
      {searching || list.length > 0 ? (
        <>
          <LibrarySearch value={search} onChange={setSearch} />
          <LibraryViewToggle view={view} onChange={setView} />
        </>
      ) : null}
      {searching && !audios.isPending ? (
        <p role="status" className="mb-6 text-center text-sm text-muted-foreground">
          {list.length === 0
            ? t("library.noMatch", { query: query || search.trim() })
            : t("library.matches", { count: list.length, query: query || search.trim() })}
        </p>
      ) : null}
      {loading || (audios.isPending && !searching) ? (
        <div
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={t("library.loading")}
        >
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" data-testid="audio-skeleton" />
          ))}
        </div>
      ) : list.length === 0 && searching ? null : list.length === 0 ? (
        <Card className="mx-auto max-w-md text-center">
          <CardHeader className="items-center">
            <Mic className="mb-2 size-8 text-primary" aria-hidden />
            <h2 className="text-xl font-semibold">{t("library.emptyTitle")}</h2>
            <CardDescription>{t("library.emptyBody")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void navigate({ pathname: PATHS.home, hash: `#${ANCHORS.generator}` })}>
              {t("library.emptyAction")}
            </Button>
          </CardContent>
        </Card>
      ) : view === "table" ? (
        <LibraryTable
          audios={list}
          publishButtons={(ids, clear) => <BulkPublishButtons selected={ids} onDone={clear} />}
        />
      ) : (
        <>
          <BulkPublishBar
            selected={selected.filter((id) => list.some((audio) => audio.id === id))}
            all={list.map((audio) => audio.id)}
            onSelect={setSelected}
          />
          {/* items-start: a published card's panel grows that card only, not its row (issue 25). */}
          <div className="grid grid-cols-1 items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((audio) => (
              <AudioCard key={audio.id} audio={audio}>
                <SelectAudio
                  title={audio.title}
                  checked={selected.includes(audio.id)}
                  onChange={(on) =>
                    setSelected((ids) => (on ? [...ids, audio.id] : ids.filter((id) => id !== audio.id)))
                  }
                />
                <ListeningFigures audio={audio} />
                <PublishPanel audioId={audio.id} published={audio.published} />
              </AudioCard>
            ))}
          </div>
        </>
      )}
    </PageShell>
  );
}
