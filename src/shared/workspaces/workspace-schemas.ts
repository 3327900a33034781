import { z } from "zod";
import { WORKSPACE_ROLES } from "./workspace-roles";

export const WorkspaceNameSchema = z
  .string({ error: "Please name the workspace." })
  .trim()
  .min(1, "Please name the workspace.")
  .max(80, "Please keep the name under 80 characters.")
  .regex(/^[^\r\n\t]*$/, "Please keep the name on a single line.");

export const WorkspaceRoleSchema = z.enum(WORKSPACE_ROLES, { error: "Please choose owner, admin, member or viewer." });

export const CreateWorkspaceInputSchema = z.object({ name: WorkspaceNameSchema });
export const SwitchWorkspaceInputSchema = z.object({ workspace_id: z.string().min(1).max(100) });
export const ChangeRoleInputSchema = z.object({ role: WorkspaceRoleSchema });
export const InviteInputSchema = z.object({
  email: z.email({ error: "Please enter a valid email address." }).max(254),
  role: WorkspaceRoleSchema.default("member"),
});
export const InvitationTokenInputSchema = z.object({
  token: z.string({ error: "This invitation link is not valid." }).min(20).max(200),
});

export type WorkspaceSummary = {
  id: string;
  name: string;
  personal: boolean;
  role: (typeof WORKSPACE_ROLES)[number];
  credits: number;
  current: boolean;
};
export type WorkspaceMember = {
  user_id: string;
  name: string;
  email: string;
  role: (typeof WORKSPACE_ROLES)[number];
  joined_at: string;
};
export type WorkspaceInvitation = {
  id: string;
  email: string;
  role: (typeof WORKSPACE_ROLES)[number];
  status: "pending" | "accepted" | "revoked" | "expired";
  expires_at: string;
  created_at: string;
};
export type AuditEntryView = {
  at: string;
  actor: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown> | null;
};
export type AuditPage = { entries: AuditEntryView[]; page: number; hasMore: boolean };
export type InvitationPreview = { workspace_name: string; role: (typeof WORKSPACE_ROLES)[number]; email: string };
