import { Copy } from "lucide-react";
import { useId } from "react";
import { PUBLISH_MESSAGES } from "../../../../shared/publish/publish-messages";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(PUBLISH_MESSAGES.copyFailed);
  }
}

/** A read-only text a seller copies (link, embed code, JSON-LD), with its copy button. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedMessage,
  rows = 1,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  rows?: number;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(value, copiedMessage)}>
          <Copy aria-hidden /> {copyLabel}
        </Button>
      </div>
      {rows === 1 ? (
        <Input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs md:text-xs"
        />
      ) : (
        <Textarea
          id={id}
          readOnly
          rows={rows}
          value={value}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-0 resize-none break-all font-mono text-xs md:text-xs"
        />
      )}
    </div>
  );
}
