import { Copy } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { SCRIPT_MAX_LENGTH } from "../../../../shared/generator-limits";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";

/** The editable script with Copy Script; the audio step's controls come in as children. */
export function ScriptBox({
  script,
  onChange,
  children,
}: {
  script: string;
  onChange: (s: string) => void;
  children?: ReactNode;
}) {
  const words = script.trim() ? script.trim().split(/\s+/).length : 0;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      toast.success(MESSAGES.script.copied);
    } catch {
      toast.error("Could not copy the script. Select it and copy it by hand.");
    }
  };
  return (
    <div className="space-y-3 rounded-lg border bg-background p-4">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor="script">Your script</Label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy Script
        </Button>
      </div>
      <Textarea
        id="script"
        rows={10}
        maxLength={SCRIPT_MAX_LENGTH}
        value={script}
        onChange={(e) => onChange(e.target.value)}
        className="font-[inherit] leading-relaxed"
      />
      <p className="text-xs text-muted-foreground">
        {words} words · about {Math.max(1, Math.round(words / 2.5))} seconds of audio. Edit freely before generating.
      </p>
      {children}
    </div>
  );
}
