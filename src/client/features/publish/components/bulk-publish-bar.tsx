import { Globe, EyeOff, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { BULK_PUBLISH_MAX_IDS } from "../../../../shared/publish/bulk-publish-schemas";
import { useBulkPublish } from "../api/bulk-publish";
import { usePageT } from "../../../i18n/i18n";
import { LIBRARY_PAGE } from "../../../i18n/pages/library";

type Props = {
  /** The selected audios' ids. */
  selected: readonly string[];
  /** Every audio shown, for "Select all". */
  all: readonly string[];
  onSelect: (ids: readonly string[]) => void;
};

type Translate = ReturnType<typeof usePageT>;

/** The toast after a bulk switch: "2 audios published." and, if any failed, how many. */
function doneMessage(t: Translate, publish: boolean, done: number, failed: number): string {
  const result = publish
    ? t("library.bulk.published", { count: done })
    : t("library.bulk.unpublished", { count: done });
  return failed ? `${result} ${t("library.bulk.failed", { count: failed })}` : result;
}

/** My Audios' bulk switch: select many, then publish or unpublish them in one request. */
export function BulkPublishBar({ selected, all, onSelect }: Props) {
  const t = usePageT(LIBRARY_PAGE);
  const bulk = useBulkPublish();
  const run = (publish: boolean) =>
    bulk.mutate(
      { ids: selected, publish },
      {
        onSuccess: (result) => {
          toast.success(doneMessage(t, publish, result.ids.length, result.failed.length));
          onSelect([]);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  const none = selected.length === 0;
  return (
    <div
      role="toolbar"
      aria-label={t("library.bulk.label")}
      className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border p-3"
    >
      <p className="mr-auto text-sm" aria-live="polite" data-testid="bulk-selected">
        {none ? t("library.bulk.none") : t("library.selection.selected", { count: selected.length })}
      </p>
      <Button variant="ghost" size="sm" onClick={() => onSelect(all)} disabled={all.length === 0}>
        {t("library.selection.selectAll")}
      </Button>
      {none ? null : (
        <Button variant="ghost" size="sm" onClick={() => onSelect([])}>
          <X aria-hidden /> {t("library.selection.clear")}
        </Button>
      )}
      <Button size="sm" onClick={() => run(true)} disabled={none || bulk.isPending}>
        <Globe aria-hidden /> {t("library.publish.publish")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => run(false)} disabled={none || bulk.isPending}>
        <EyeOff aria-hidden /> {t("library.publish.unpublish")}
      </Button>
    </div>
  );
}

/** The checkbox on one audio card that adds it to (or takes it from) the selection. */
export function SelectAudio({
  title,
  checked,
  onChange,
}: {
  title: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = usePageT(LIBRARY_PAGE);
  return (
    <label className="flex w-fit items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t("library.selection.selectOne", { title })}
      />
      {t("library.selection.select")}
    </label>
  );
}

/**
 * Publish and Unpublish for a selection of any size (My Audios' table): sent in calls of at most
 * BULK_PUBLISH_MAX_IDS, one toast for the whole.
 */
export function BulkPublishButtons({ selected, onDone }: { selected: readonly string[]; onDone: () => void }) {
  const t = usePageT(LIBRARY_PAGE);
  const bulk = useBulkPublish();
  const run = async (publish: boolean) => {
    let done = 0;
    let failed = 0;
    try {
      for (let i = 0; i < selected.length; i += BULK_PUBLISH_MAX_IDS) {
        const result = await bulk.mutateAsync({ ids: selected.slice(i, i + BULK_PUBLISH_MAX_IDS), publish });
        done += result.ids.length;
        failed += result.failed.length;
      }
      toast.success(doneMessage(t, publish, done, failed));
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("library.bulk.error"));
    }
  };
  const disabled = selected.length === 0 || bulk.isPending;
  return (
    <>
      <Button size="sm" onClick={() => void run(true)} disabled={disabled}>
        <Globe aria-hidden /> {t("library.publish.publish")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void run(false)} disabled={disabled}>
        <EyeOff aria-hidden /> {t("library.publish.unpublish")}
      </Button>
    </>
  );
}
