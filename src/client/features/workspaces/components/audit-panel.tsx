import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useFormats } from "../../../i18n/formats";
import { useAudit } from "../api/workspaces";
import { usePageT } from "../../../i18n/i18n";
import { TEAM_PAGE } from "../../../i18n/pages/team";

/** Who did what in the workspace, newest first, with the CSV export (owners and admins). */
export function AuditPanel() {
  const t = usePageT(TEAM_PAGE);
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const audit = useAudit(true, page);
  const entries = audit.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="audit-heading" className="text-lg font-semibold">
          {t("team.audit.heading")}
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href="/api/workspaces/current/audit.csv" download="audit-log.csv">
            {t("team.audit.export")}
          </a>
        </Button>
      </div>
      <ul className="divide-y rounded-md border text-sm">
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`} data-testid="audit-row" className="flex flex-wrap gap-x-3 p-2">
            <span className="text-muted-foreground">{formats.dateTime(e.at)}</span>
            <span className="font-medium">{e.action}</span>
            <span className="truncate">{e.actor ?? "ShelfTalk"}</span>
            {e.subject && <span className="truncate text-muted-foreground">{e.subject}</span>}
          </li>
        ))}
        {entries.length === 0 && !audit.isPending && (
          <li className="p-2 text-muted-foreground">{t("team.audit.empty")}</li>
        )}
      </ul>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t("team.audit.newer")}
        </Button>
        <Button variant="ghost" size="sm" disabled={!audit.data?.hasMore} onClick={() => setPage(page + 1)}>
          {t("team.audit.older")}
        </Button>
      </div>
    </section>
  );
}
