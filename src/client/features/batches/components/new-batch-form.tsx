import { FileDown, Eye } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { BATCH_MAX_ITEMS } from "../../../../shared/batches/batch-limits";
import type { BatchPreview } from "../../../../shared/batches/batch-schemas";
import {
  DEFAULT_SCRIPT_LENGTH,
  DEFAULT_SCRIPT_TONE,
  type ScriptLength,
  type ScriptTone,
} from "../../../../shared/generator/script-style";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { usePreviewBatch, type BatchInput } from "../api/preview-batch";
import { StyleFields } from "../../../components/style-fields";
import { useFormats } from "../../../i18n/formats";
import { usePageT } from "../../../i18n/i18n";
import { BATCHES_PAGE } from "../../../i18n/pages/batches";

type Kind = BatchInput["kind"];
const KINDS: Array<{ kind: Kind; label: string }> = [
  { kind: "csv", label: "batches.form.csv" },
  { kind: "links", label: "batches.form.links" },
  { kind: "feed", label: "batches.form.feed" },
];

/** What the seller chose beside the products: applied when the batch starts. */
export type BatchChoices = { review: boolean; publish: boolean; length: ScriptLength; tone: ScriptTone };

/** Step one: what the catalogue is, read and checked by the server (nothing is charged). */
export function NewBatchForm({ onPreview }: { onPreview: (preview: BatchPreview, choices: BatchChoices) => void }) {
  const t = usePageT(BATCHES_PAGE);
  const formats = useFormats();
  const id = useId();
  const [kind, setKind] = useState<Kind>("csv");
  const [file, setFile] = useState<File | null>(null);
  const [links, setLinks] = useState("");
  const [feedUrl, setFeedUrl] = useState("");
  const [review, setReview] = useState(false);
  const [publish, setPublish] = useState(false);
  // The generator's defaults, which a batch without a choice is written with anyway (decision 124).
  const [style, setStyle] = useState<{ length: ScriptLength; tone: ScriptTone }>({
    length: DEFAULT_SCRIPT_LENGTH,
    tone: DEFAULT_SCRIPT_TONE,
  });
  const preview = usePreviewBatch();

  const input = (): BatchInput | null => {
    if (kind === "csv") return file ? { kind, file } : null;
    if (kind === "links") return links.trim() ? { kind, text: links } : null;
    return feedUrl.trim() ? { kind, url: feedUrl.trim() } : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input();
    if (!value) {
      toast.error(
        kind === "csv"
          ? t("batches.form.chooseCsv")
          : kind === "links"
            ? t("batches.form.pasteLinks")
            : t("batches.form.enterLink"),
      );
      return;
    }
    preview.mutate(value, {
      onSuccess: (result) => onPreview(result, { review, publish, ...style }),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-6" aria-label={t("batches.form.label")}>
      <div role="group" aria-label={t("batches.form.source")} className="flex flex-wrap gap-2">
        {KINDS.map((option) => (
          <Button
            key={option.kind}
            type="button"
            variant={kind === option.kind ? "default" : "outline"}
            aria-pressed={kind === option.kind}
            onClick={() => setKind(option.kind)}
          >
            {t(option.label)}
          </Button>
        ))}
      </div>

      {/* Keyed: the file input (uncontrolled) and the link input (controlled) must not share one element. */}
      {kind === "csv" ? (
        <div key="csv" className="space-y-2">
          <Label htmlFor={`${id}-file`}>{t("batches.form.csvFile")}</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="text-sm text-muted-foreground">
            {t("batches.form.columns", { max: formats.grouped(BATCH_MAX_ITEMS) })}{" "}
            <a
              href="/api/batches/template.csv"
              download="shelftalk-catalogue-template.csv"
              className={cn("inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline")}
            >
              <FileDown className="size-4" aria-hidden /> {t("batches.form.template")}
            </a>
          </p>
        </div>
      ) : kind === "links" ? (
        <div key="links" className="space-y-2">
          <Label htmlFor={`${id}-links`}>{t("batches.form.linksLabel")}</Label>
          <Textarea
            id={`${id}-links`}
            rows={8}
            value={links}
            onChange={(event) => setLinks(event.target.value)}
            placeholder={"https://your-shop.com/products/oak-board\nhttps://your-shop.com/products/ceramic-mug"}
          />
        </div>
      ) : (
        <div key="feed" className="space-y-2">
          <Label htmlFor={`${id}-feed`}>{t("batches.form.feedLabel")}</Label>
          <Input
            id={`${id}-feed`}
            type="url"
            inputMode="url"
            value={feedUrl}
            onChange={(event) => setFeedUrl(event.target.value)}
            placeholder="https://your-shop.com/products.json"
          />
          <p className="text-sm text-muted-foreground">{t("batches.form.feedHelp")}</p>
        </div>
      )}

      <div className="space-y-2">
        <div className="grid gap-4 sm:grid-cols-2">
          <StyleFields
            length={style.length}
            tone={style.tone}
            onChange={(patch) => setStyle((current) => ({ ...current, ...patch }))}
            ids={{ length: `${id}-length`, tone: `${id}-tone` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">{t("batches.form.styleHelp")}</p>
      </div>

      <div className="flex items-center gap-3">
        <Switch id={`${id}-review`} checked={review} onCheckedChange={setReview} />
        <Label htmlFor={`${id}-review`}>{t("batches.form.review")}</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-publish`} checked={publish} onCheckedChange={setPublish} />
        <Label htmlFor={`${id}-publish`}>{t("batches.form.publish")}</Label>
      </div>

      <Button type="submit" disabled={preview.isPending}>
        <Eye aria-hidden /> {preview.isPending ? t("batches.form.reading") : t("batches.form.preview")}
      </Button>
    </form>
  );
}
