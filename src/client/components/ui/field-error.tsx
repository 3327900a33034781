import { CircleAlert } from "lucide-react";
import { cn } from "../../lib/cn";
import { translateMessage, useLocale } from "../../i18n/i18n";

/**
 * An error shown under its field, which points at it with aria-describedby (and aria-invalid):
 * the message stays on the page after the 4-second toast, and a screen reader reads it with
 * the field. Renders nothing without a message, so the id is only referenced while it exists.
 */
export function FieldError({ id, message, className }: { id: string; message?: string | null; className?: string }) {
  // A spec message shows in the interface language (issue 28); the props stay English so the
  // field a server error belongs to is still found by its text.
  useLocale();
  if (!message) return null;
  return (
    <p id={id} className={cn("flex items-start gap-1.5 text-sm text-destructive", className)}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{translateMessage(message)}</span>
    </p>
  );
}

/** aria-describedby for a field: its hint ids plus its error's id while there is an error. */
export function describedBy(errorId: string, error: string | null | undefined, ...hintIds: string[]) {
  const ids = [...hintIds, ...(error ? [errorId] : [])];
  return ids.length > 0 ? ids.join(" ") : undefined;
}
