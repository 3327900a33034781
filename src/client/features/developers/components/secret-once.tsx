import { Copy, KeyRound } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../lib/toast";
import { usePageT } from "../../../i18n/i18n";
import { DEVELOPERS_PAGE } from "../../../i18n/pages/developers";

async function copy(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}

/** A key or signing secret, shown this once: the server keeps only what cannot be shown again. */
export function SecretOnce({
  label,
  value,
  onDone,
  testId,
}: {
  label: string;
  value: string;
  onDone: () => void;
  testId?: string;
}) {
  const t = usePageT(DEVELOPERS_PAGE);
  const id = useId();
  return (
    <div className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-3" role="status">
      <div className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="size-4 text-primary" aria-hidden />
        {t("developers.secret.once")}
      </div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy(value, t("developers.secret.copied"), t("developers.secret.copyFailed"))}
        >
          <Copy aria-hidden /> {t("developers.secret.copy")}
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        {t("developers.secret.stored")}
      </Button>
    </div>
  );
}
