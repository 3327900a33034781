import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from "./workspace-messages";
import { WORKSPACE_ROLES } from "./workspace-roles";

export const WorkspaceNameSchema = z
  .string({ error: WORKSPACE_MESSAGES.nameRequired })
  .trim()
  .min(1, WORKSPACE_MESSAGES.nameRequired)
  .max(80, WORKSPACE_MESSAGES.nameTooLong)
  .regex(/^[^\r\n\t]*$/, WORKSPACE_MESSAGES.nameOneLine);

export const WorkspaceRoleSchema = z.enum(WORKSPACE_ROLES, { error: WORKSPACE_MESSAGES.roleInvalid });

export const CreateWorkspaceInputSchema = z.object({ name: WorkspaceNameSchema });
export const SwitchWorkspaceInputSchema = z.object({ workspace_id: z.string().min(1).max(100) });
export const ChangeRoleInputSchema = z.object({ role: WorkspaceRoleSchema });
export const InviteInputSchema = z.object({
  email: z.email({ error: WORKSPACE_MESSAGES.emailInvalid }).max(254),
  role: WorkspaceRoleSchema.default("member"),
  /**
   * The invitation email's language, chosen in the invite form (the inviter's interface language
   * by default). Absent (an older client): the inviter's account setting, else Accept-Language.
   */
  locale: z.enum(LOCALES, { error: WORKSPACE_MESSAGES.languageInvalid }).optional(),
});
export const InvitationTokenInputSchema = z.object({
  token: z.string({ error: INVITATION_MESSAGES.invalid }).min(20).max(200),
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
