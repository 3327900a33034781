import { Globe, EyeOff, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { BULK_PUBLISH_MAX_IDS } from "../../../../shared/publish/bulk-publish-schemas";
import { useBulkPublish } from "../api/bulk-publish";

type Props = {
  /** The selected audios' ids. */
  selected: readonly string[];
  /** Every audio shown, for "Select all". */
  all: readonly string[];
  onSelect: (ids: readonly string[]) => void;
};

function plural(n: number): string {
  return `${n} ${n === 1 ? "audio" : "audios"}`;
}

/** My Audios' bulk switch: select many, then publish or unpublish them in one request. */
export function BulkPublishBar({ selected, all, onSelect }: Props) {
  const bulk = useBulkPublish();
  const run = (publish: boolean) =>
    bulk.mutate(
      { ids: selected, publish },
      {
        onSuccess: (result) => {
          const failed = result.failed.length ? ` ${plural(result.failed.length)} could not be published.` : "";
          toast.success(`${plural(result.ids.length)} ${publish ? "published" : "unpublished"}.${failed}`);
          onSelect([]);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  const none = selected.length === 0;
  return (
    <div
      role="toolbar"
      aria-label="Publish many audios"
      className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border p-3"
    >
      <p className="mr-auto text-sm" aria-live="polite" data-testid="bulk-selected">
        {none ? "Select audios to publish or unpublish them together." : `${plural(selected.length)} selected`}
      </p>
      <Button variant="ghost" size="sm" onClick={() => onSelect(all)} disabled={all.length === 0}>
        Select all
      </Button>
      {none ? null : (
        <Button variant="ghost" size="sm" onClick={() => onSelect([])}>
          <X aria-hidden /> Clear
        </Button>
      )}
      <Button size="sm" onClick={() => run(true)} disabled={none || bulk.isPending}>
        <Globe aria-hidden /> Publish
      </Button>
      <Button variant="outline" size="sm" onClick={() => run(false)} disabled={none || bulk.isPending}>
        <EyeOff aria-hidden /> Unpublish
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
  return (
    <label className="flex w-fit items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={`Select “${title}”`}
      />
      Select
    </label>
  );
}

/**
 * Publish and Unpublish for a selection of any size (My Audios' table): sent in calls of at most
 * BULK_PUBLISH_MAX_IDS, one toast for the whole.
 */
export function BulkPublishButtons({ selected, onDone }: { selected: readonly string[]; onDone: () => void }) {
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
      const failure = failed ? ` ${plural(failed)} could not be published.` : "";
      toast.success(`${plural(done)} ${publish ? "published" : "unpublished"}.${failure}`);
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Publishing failed.");
    }
  };
  const disabled = selected.length === 0 || bulk.isPending;
  return (
    <>
      <Button size="sm" onClick={() => void run(true)} disabled={disabled}>
        <Globe aria-hidden /> Publish
      </Button>
      <Button variant="outline" size="sm" onClick={() => void run(false)} disabled={disabled}>
        <EyeOff aria-hidden /> Unpublish
      </Button>
    </>
  );
}
