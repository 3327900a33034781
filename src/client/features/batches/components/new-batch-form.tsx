import { FileDown, Eye } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { BATCH_MAX_ITEMS } from "../../../../shared/batches/batch-limits";
import type { BatchPreview } from "../../../../shared/batches/batch-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { usePreviewBatch, type BatchInput } from "../api/preview-batch";

type Kind = BatchInput["kind"];
const KINDS: Array<{ kind: Kind; label: string }> = [
  { kind: "csv", label: "Upload a CSV" },
  { kind: "links", label: "Paste links" },
  { kind: "feed", label: "Feed or sitemap" },
];

/** Step one: what the catalogue is, read and checked by the server (nothing is charged). */
export function NewBatchForm({
  onPreview,
}: {
  onPreview: (preview: BatchPreview, review: boolean, publish: boolean) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<Kind>("csv");
  const [file, setFile] = useState<File | null>(null);
  const [links, setLinks] = useState("");
  const [feedUrl, setFeedUrl] = useState("");
  const [review, setReview] = useState(false);
  const [publish, setPublish] = useState(false);
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
          ? "Choose a CSV file first."
          : kind === "links"
            ? "Paste some links first."
            : "Enter a link first.",
      );
      return;
    }
    preview.mutate(value, {
      onSuccess: (result) => onPreview(result, review, publish),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="New batch">
      <div role="group" aria-label="Where the products come from" className="flex flex-wrap gap-2">
        {KINDS.map((option) => (
          <Button
            key={option.kind}
            type="button"
            variant={kind === option.kind ? "default" : "outline"}
            aria-pressed={kind === option.kind}
            onClick={() => setKind(option.kind)}
          >
            {option.label}
          </Button>
        ))}
      </div>

      {/* Keyed: the file input (uncontrolled) and the link input (controlled) must not share one element. */}
      {kind === "csv" ? (
        <div key="csv" className="space-y-2">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="text-sm text-muted-foreground">
            Columns: product_link, details, language, voice, creativity, title (any order; a link or details is enough).
            Up to {BATCH_MAX_ITEMS.toLocaleString("en-US")} rows.{" "}
            <a
              href="/api/batches/template.csv"
              download="shelftalk-catalogue-template.csv"
              className={cn("inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline")}
            >
              <FileDown className="size-4" aria-hidden /> Download the template
            </a>
          </p>
        </div>
      ) : kind === "links" ? (
        <div key="links" className="space-y-2">
          <Label htmlFor={`${id}-links`}>Product links, one per line</Label>
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
          <Label htmlFor={`${id}-feed`}>Feed, sitemap or Shopify products.json link</Label>
          <Input
            id={`${id}-feed`}
            type="url"
            inputMode="url"
            value={feedUrl}
            onChange={(event) => setFeedUrl(event.target.value)}
            placeholder="https://your-shop.com/products.json"
          />
          <p className="text-sm text-muted-foreground">
            A Shopify store&apos;s products.json, a Google Merchant Center feed (RSS or Atom) or a sitemap of product
            pages.
          </p>
        </div>
      )}

      <div className="flex items-center gap-3">
        <Switch id={`${id}-review`} checked={review} onCheckedChange={setReview} />
        <Label htmlFor={`${id}-review`}>Review the scripts before they are spoken</Label>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-publish`} checked={publish} onCheckedChange={setPublish} />
        <Label htmlFor={`${id}-publish`}>Publish each audio as it is made</Label>
      </div>

      <Button type="submit" disabled={preview.isPending}>
        <Eye aria-hidden /> {preview.isPending ? "Reading…" : "Preview"}
      </Button>
    </form>
  );
}
