/**
 * Workspace roles (issue 27, decision 085), weakest first. Each role may do what the ones
 * before it may:
 * - viewer: the library and figures (GET routes);
 * - member: generate, edit, publish, batches, the sites' review queue and syncs;
 * - admin: everything but billing and ownership (sites' settings, keys, webhooks, members, audit);
 * - owner: billing (purchases), owners, deleting the workspace.
 */
export const WORKSPACE_ROLES = ["viewer", "member", "admin", "owner"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export function roleAtLeast(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) >= WORKSPACE_ROLES.indexOf(needed);
}

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  viewer: "Viewer",
  member: "Member",
  admin: "Admin",
  owner: "Owner",
};

/** The 403 of a workspace member whose role does not allow the request. */
export function roleRefusal(role: WorkspaceRole, needed: WorkspaceRole): string {
  return `Your role in this workspace (${role}) can't do this; it needs ${needed} or above. Ask an owner or admin.`;
}
