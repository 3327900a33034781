import { CircleAlert } from "lucide-react";
import { cn } from "../../lib/cn";

/**
 * An error shown under its field, which points at it with aria-describedby (and aria-invalid):
 * the message stays on the page after the 4-second toast, and a screen reader reads it with
 * the field. Renders nothing without a message, so the id is only referenced while it exists.
 */
export function FieldError({ id, message, className }: { id: string; message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("flex items-start gap-1.5 text-sm text-destructive", className)}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}

/** aria-describedby for a field: its hint ids plus its error's id while there is an error. */
export function describedBy(errorId: string, error: string | null | undefined, ...hintIds: string[]) {
  const ids = [...hintIds, ...(error ? [errorId] : [])];
  return ids.length > 0 ? ids.join(" ") : undefined;
}
