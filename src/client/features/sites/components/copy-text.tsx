import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../lib/toast";

async function copy(text: string, label: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${label} copied.`);
  } catch {
    toast.error("Copying failed: select the text and copy it yourself.");
  }
}

/** A read-only line a seller pastes somewhere, with its copy button. */
export function CopyText({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(value, label)}>
          <Copy aria-hidden /> Copy
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
