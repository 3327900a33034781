import { BookA } from "lucide-react";
import { Link } from "react-router";
import { PATHS } from "../../../../shared/paths";
import { useT } from "../../../i18n/i18n";

/**
 * Leads to the seller's pronunciation dictionary. Engine facts (which engine speaks) are the
 * operator's: the admin panel, the logs and the README say them, not the seller's form (decision 088).
 */
export function VoiceEngineNote() {
  const t = useT();
  return (
    <div className="space-y-1 text-xs text-muted-foreground sm:col-span-2" data-testid="voice-engine-note">
      <p>
        <Link
          to={PATHS.pronunciations}
          className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 hover:underline"
        >
          <BookA className="size-3.5" aria-hidden />
          {t("generator.pronunciationsLink")}
        </Link>
      </p>
    </div>
  );
}
