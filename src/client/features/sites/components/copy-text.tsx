import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../lib/toast";
import { usePageT } from "../../../i18n/i18n";
import { SHOP_PAGE } from "../../../i18n/pages/shop";

async function copy(text: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}

/** A read-only line a seller pastes somewhere, with its copy button. */
export function CopyText({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const t = usePageT(SHOP_PAGE);
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy(value, t("shop.copy.copied", { label }), t("shop.copy.failed"))}
        >
          <Copy aria-hidden /> {t("shop.copy.button")}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={Math.min(4, Math.ceil(value.length / 80))}
        data-testid={testId}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-md border border-input bg-muted p-2 font-mono text-xs"
      />
    </div>
  );
}
