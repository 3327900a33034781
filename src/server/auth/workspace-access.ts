import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { roleAtLeast, roleRefusal, type WorkspaceRole } from "../../shared/workspaces/workspace-roles";
import { forbidden } from "../http/errors";
import type { AppEnv } from "../http/app-env";

/**
 * The role a request needs unless its route says otherwise (decision 085): reading (GET, HEAD)
 * is open to viewers, anything else needs a member.
 */
export function defaultRoleFor(method: string): WorkspaceRole {
  return method === "GET" || method === "HEAD" ? "viewer" : "member";
}

/** 403 with a clear message unless the acting role is at least `needed`. */
export function assertRole(role: WorkspaceRole, needed: WorkspaceRole): void {
  if (!roleAtLeast(role, needed)) throw forbidden(roleRefusal(role, needed));
}

/** The id of the workspace the request acts for: the owner of the rows it reads and writes. */
export function actingWorkspace(c: Context<AppEnv>): string {
  return c.get("workspace").id;
}

/** Middleware after the session's: 403 unless the acting role is at least `needed`. */
export function requireRole(needed: WorkspaceRole) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertRole(c.get("workspace").role, needed);
    await next();
  });
}
