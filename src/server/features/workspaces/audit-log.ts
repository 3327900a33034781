import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { apiKeys, auditLog, users } from "../../db/schema/index";
import { ledgerAsAuditRows } from "../credits/credits.service";
import { csvLine } from "../batches/manifest-csv";

/** A transaction or the database: audit rows are written beside the change they record. */
type Writer = Pick<Database, "insert">;

export type AuditEntry = {
  workspaceId: string;
  /** The person who acted; null for the system (a job, a payment provider). */
  actorUserId: string | null;
  /** e.g. `member.invited`, `audio.published`, `key.created`, `claims.confirmed`. */
  action: string;
  /** What it was done to: an id or an email. */
  subject?: string | null;
  detail?: Record<string, unknown> | null;
};

/**
 * Records who did what in a workspace (issue 27). Call it with the transaction of the change
 * when there is one, so the change and its record commit together.
 */
export async function recordAudit(tx: Writer, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    workspaceId: entry.workspaceId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    subject: entry.subject ?? null,
    detail: entry.detail ?? null,
  });
}

export type AuditView = {
  at: string;
  actor: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown> | null;
};

export const AUDIT_PAGE_SIZE = 50;

/** Credit movements come from the ledger itself (purchases, spends, refunds), never copied. */
const LEDGER_ACTIONS: Record<string, string> = {
  signup_bonus: "credits.granted",
  purchase: "credits.purchased",
  generation: "credits.spent",
  refund: "credits.refunded",
  adjustment: "credits.adjusted",
};

/**
 * The workspace's audit log, newest first: its audit rows and its ledger rows together, a page
 * of AUDIT_PAGE_SIZE (page 1 first). The actor is the person's email or "API key: <name>"; null
 * (shown as "ShelfTalk") for the system.
 */
export async function listAudit(db: Database, workspaceId: string, page: number, pageSize = AUDIT_PAGE_SIZE) {
  const logged = db
    .select({
      at: auditLog.createdAt,
      // A key's action (auditRequest keeps its id in the detail) is shown by the key's name.
      actor: sql<string | null>`coalesce(${users.email}, 'API key: ' || ${apiKeys.name})`.as("actor"),
      action: auditLog.action,
      subject: auditLog.subject,
      detail: auditLog.detail,
      ledgerReason: sql<string | null>`null::text`.as("ledger_reason"),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(apiKeys, sql`${apiKeys.id}::text = ${auditLog.detail}->>'api_key_id'`)
    .where(eq(auditLog.workspaceId, workspaceId));
  const ledger = ledgerAsAuditRows(db, workspaceId);
  const rows = await logged
    .unionAll(ledger)
    .orderBy(sql`1 desc`)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const entries: AuditView[] = rows.slice(0, pageSize).map((row) => ({
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.ledgerReason ? (LEDGER_ACTIONS[row.ledgerReason] ?? `credits.${row.ledgerReason}`) : row.action,
    subject: row.subject,
    detail: row.detail,
  }));
  return { entries, page, hasMore: rows.length > pageSize };
}

/** The whole log as CSV, formulas defused as manifest.csv does (batches/manifest-csv.ts). */
export async function auditCsv(db: Database, workspaceId: string): Promise<string> {
  const lines = [csvLine(["time", "who", "action", "subject", "detail"])];
  for (let page = 1; ; page++) {
    const { entries, hasMore } = await listAudit(db, workspaceId, page, 1000);
    for (const e of entries)
      lines.push(
        csvLine([e.at, e.actor ?? "ShelfTalk", e.action, e.subject ?? "", e.detail ? JSON.stringify(e.detail) : ""]),
      );
    if (!hasMore) break;
  }
  return `${lines.join("\r\n")}\r\n`;
}
