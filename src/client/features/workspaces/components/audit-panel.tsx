import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { DATE_TIME_FORMAT } from "../../../lib/format-date";
import { useAudit } from "../api/workspaces";

/** Who did what in the workspace, newest first, with the CSV export (owners and admins). */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const audit = useAudit(true, page);
  const entries = audit.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="audit-heading" className="text-lg font-semibold">
          Audit log
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href="/api/workspaces/current/audit.csv" download="audit-log.csv">
            Export CSV
          </a>
        </Button>
      </div>
      <ul className="divide-y rounded-md border text-sm">
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`} data-testid="audit-row" className="flex flex-wrap gap-x-3 p-2">
            <span className="text-muted-foreground">{DATE_TIME_FORMAT.format(new Date(e.at))}</span>
            <span className="font-medium">{e.action}</span>
            <span className="truncate">{e.actor ?? "ShelfTalk"}</span>
            {e.subject && <span className="truncate text-muted-foreground">{e.subject}</span>}
          </li>
        ))}
        {entries.length === 0 && !audit.isPending && <li className="p-2 text-muted-foreground">Nothing yet.</li>}
      </ul>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <Button variant="ghost" size="sm" disabled={!audit.data?.hasMore} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </div>
    </section>
  );
}
