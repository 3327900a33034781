import type { WorkspaceRole } from "../../../../shared/workspaces/workspace-roles";

/** A role's name in the interface language: its key in the Team page catalogue (ROLE_LABELS is the English). */
export const ROLE_KEYS: Record<WorkspaceRole, string> = {
  viewer: "team.roles.viewer",
  member: "team.roles.member",
  admin: "team.roles.admin",
  owner: "team.roles.owner",
};
