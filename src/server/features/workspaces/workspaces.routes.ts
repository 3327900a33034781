import { Hono } from "hono";
import {
  ChangeRoleInputSchema,
  CreateWorkspaceInputSchema,
  InvitationTokenInputSchema,
  InviteInputSchema,
  SwitchWorkspaceInputSchema,
} from "../../../shared/workspaces/workspace-schemas";
import type { Auth } from "../../auth/create-auth";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { uuidParam } from "../../http/uuid-param";
import type { Logger } from "../../logger";
import type { StorageProvider } from "../../providers/storage/storage-provider";
import { localeOfRequester } from "../account/account-locale";
import { releaseWorkspaceLogos } from "../logos/logos.service";
import { auditCsv, listAudit } from "./audit-log";
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
  type InvitationDeps,
} from "./invitations.service";
import {
  changeMemberRole,
  createWorkspace,
  deleteWorkspace,
  listMembers,
  listMyWorkspaces,
  removeMember,
  renameWorkspace,
  switchWorkspace,
} from "./workspaces.service";

const actorOf = (c: { get(key: "user"): { id: string }; get(key: "workspace"): { role: string } }) => ({
  userId: c.get("user").id,
  role: c.get("workspace").role as "owner" | "admin" | "member" | "viewer",
});

/**
 * /api/workspaces (issue 27): the person's workspaces, and the current one's members,
 * invitations and audit log. Managing acts on the current workspace only (decision 085).
 */
export function workspacesRoutes(deps: InvitationDeps & { auth: Auth; storage: StorageProvider; logger: Logger }) {
  const { db } = deps;
  // Whatever the role: these act for the person (their list, switching, leaving, accepting).
  const anyone = requireUser(deps.auth, undefined, "viewer");
  const admin = requireUser(deps.auth, undefined, "admin");
  const owner = requireUser(deps.auth, undefined, "owner");
  return (
    new Hono<AppEnv>()
      .use("*", async (c, next) => {
        await next();
        c.header("Cache-Control", "no-store");
      })
      .get("/", anyone, async (c) =>
        c.json({ workspaces: await listMyWorkspaces(db, c.get("user").id, actingWorkspace(c)) }),
      )
      .post("/", anyone, async (c) => {
        const { name } = await parseJsonBody(c, CreateWorkspaceInputSchema);
        const id = await createWorkspace(db, c.get("user").id, name);
        await switchWorkspace(db, { sessionId: c.get("sessionId"), userId: c.get("user").id }, id);
        return c.json({ id }, 201);
      })
      .post("/switch", anyone, async (c) => {
        const { workspace_id } = await parseJsonBody(c, SwitchWorkspaceInputSchema);
        await switchWorkspace(db, { sessionId: c.get("sessionId"), userId: c.get("user").id }, workspace_id);
        return c.json({ workspace_id });
      })
      .patch("/current", admin, async (c) => {
        const { name } = await parseJsonBody(c, CreateWorkspaceInputSchema);
        await renameWorkspace(db, actingWorkspace(c), c.get("user").id, name);
        return c.json({ success: true });
      })
      .delete("/current", owner, async (c) => {
        const workspaceId = actingWorkspace(c);
        await deleteWorkspace(db, workspaceId);
        // After the commit: logo files left from its deleted sites and audios (decision 134).
        await releaseWorkspaceLogos(deps, workspaceId);
        return c.json({ success: true });
      })
      .get("/current/members", anyone, async (c) => c.json({ members: await listMembers(db, actingWorkspace(c)) }))
      .patch("/current/members/:userId", admin, async (c) => {
        const { role } = await parseJsonBody(c, ChangeRoleInputSchema);
        await changeMemberRole(db, actingWorkspace(c), actorOf(c), c.req.param("userId"), role);
        return c.json({ success: true });
      })
      .delete("/current/members/:userId", admin, async (c) => {
        await removeMember(db, actingWorkspace(c), actorOf(c), c.req.param("userId"));
        return c.json({ success: true });
      })
      .post("/current/leave", anyone, async (c) => {
        await removeMember(db, actingWorkspace(c), actorOf(c), c.get("user").id);
        return c.json({ success: true });
      })
      .get("/current/invitations", admin, async (c) =>
        c.json({ invitations: await listInvitations(db, actingWorkspace(c)) }),
      )
      .post("/current/invitations", admin, async (c) => {
        const { locale: chosen, ...input } = await parseJsonBody(c, InviteInputSchema);
        // The form's choice of language; without one, the inviter's own (decision 117).
        const locale = chosen ?? (await localeOfRequester(db, c.get("user").id, c.req.header("accept-language")));
        return c.json(await inviteMember(deps, actingWorkspace(c), actorOf(c), input, locale), 201);
      })
      .delete("/current/invitations/:id", admin, async (c) => {
        await revokeInvitation(db, actingWorkspace(c), c.get("user").id, uuidParam(c, "id"));
        return c.json({ success: true });
      })
      .get("/current/audit", admin, async (c) => {
        const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
        return c.json(await listAudit(db, actingWorkspace(c), page));
      })
      .get("/current/audit.csv", admin, async (c) =>
        c.body(await auditCsv(db, actingWorkspace(c)), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="audit-log.csv"',
        }),
      )
      // The accept page: what the link is for, then accepting it (signed in with the invited email).
      .post("/invitations/preview", async (c) => {
        const { token } = await parseJsonBody(c, InvitationTokenInputSchema);
        return c.json(await previewInvitation(db, token));
      })
      .post("/invitations/accept", anyone, async (c) => {
        const { token } = await parseJsonBody(c, InvitationTokenInputSchema);
        const person = { userId: c.get("user").id, email: c.get("user").email, sessionId: c.get("sessionId") };
        return c.json(await acceptInvitation(db, person, token));
      })
  );
}
