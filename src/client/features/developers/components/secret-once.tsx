import { Copy, KeyRound } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../lib/toast";

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to the clipboard.");
  } catch {
    toast.error("Could not copy. Please select the text and copy it yourself.");
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
  const id = useId();
  return (
    <div className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-3" role="status">
      <div className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="size-4 text-primary" aria-hidden />
        Copy it now: it won&apos;t be shown again.
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
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(value)}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        I&apos;ve stored it safely
      </Button>
    </div>
  );
}
