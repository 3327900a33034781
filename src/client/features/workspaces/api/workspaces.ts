import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WorkspaceRole } from "../../../../shared/workspaces/workspace-roles";
import type {
  AuditPage,
  InvitationPreview,
  WorkspaceInvitation,
  WorkspaceMember,
  WorkspaceSummary,
} from "../../../../shared/workspaces/workspace-schemas";
import { apiFetch } from "../../../lib/api";
import type { Locale } from "../../../../shared/i18n/locales";

export const workspacesQueryOptions = queryOptions({
  queryKey: ["workspaces"] as const,
  queryFn: () => apiFetch<{ workspaces: WorkspaceSummary[] }>("/api/workspaces"),
});

/** The person's workspaces, with the current one (role and balance). */
export function useWorkspaces(enabled: boolean) {
  const query = useQuery({ ...workspacesQueryOptions, enabled });
  const list = query.data?.workspaces ?? [];
  return { ...query, list, current: list.find((w) => w.current) };
}

/** The acting role (owner while unknown: a person alone is the owner of their workspace). */
export function useCurrentRole(enabled: boolean): WorkspaceRole {
  return useWorkspaces(enabled).current?.role ?? "owner";
}

const membersQueryOptions = queryOptions({
  queryKey: ["workspaces", "members"] as const,
  queryFn: () => apiFetch<{ members: WorkspaceMember[] }>("/api/workspaces/current/members"),
});
const invitationsQueryOptions = queryOptions({
  queryKey: ["workspaces", "invitations"] as const,
  queryFn: () => apiFetch<{ invitations: WorkspaceInvitation[] }>("/api/workspaces/current/invitations"),
});
const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["workspaces", "audit", page] as const,
    queryFn: () => apiFetch<AuditPage>(`/api/workspaces/current/audit?page=${page}`),
  });
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invitation", token] as const,
    queryFn: () => apiFetch<InvitationPreview>("/api/workspaces/invitations/preview", { json: { token } }),
    retry: false,
  });

export function useMembers(enabled: boolean) {
  return useQuery({ ...membersQueryOptions, enabled });
}

export function useInvitations(enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions, enabled });
}

export function useAudit(enabled: boolean, page: number) {
  return useQuery({ ...auditQueryOptions(page), enabled });
}

/** Any change of workspace or membership: everything the app shows may belong to another workspace now. */
function useEverythingChanges() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useSwitchWorkspace() {
  const refresh = useEverythingChanges();
  return useMutation({
    mutationFn: (workspaceId: string) => apiFetch("/api/workspaces/switch", { json: { workspace_id: workspaceId } }),
    onSuccess: refresh,
  });
}

export function useCreateWorkspace() {
  const refresh = useEverythingChanges();
  return useMutation({
    mutationFn: (name: string) => apiFetch<{ id: string }>("/api/workspaces", { json: { name } }),
    onSuccess: refresh,
  });
}

export function useTeamChange<T>(fn: (input: T) => Promise<unknown>) {
  const refresh = useEverythingChanges();
  return useMutation({ mutationFn: fn, onSuccess: refresh });
}

export const teamCalls = {
  invite: (input: { email: string; role: WorkspaceRole; locale: Locale }) =>
    apiFetch("/api/workspaces/current/invitations", { json: input }),
  revoke: (id: string) => apiFetch(`/api/workspaces/current/invitations/${id}`, { method: "DELETE" }),
  changeRole: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
    apiFetch(`/api/workspaces/current/members/${encodeURIComponent(userId)}`, { method: "PATCH", json: { role } }),
  remove: (userId: string) =>
    apiFetch(`/api/workspaces/current/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  leave: () => apiFetch("/api/workspaces/current/leave", { method: "POST" }),
  preview: (token: string) => apiFetch<InvitationPreview>("/api/workspaces/invitations/preview", { json: { token } }),
  accept: (token: string) =>
    apiFetch<{ workspace_id: string }>("/api/workspaces/invitations/accept", { json: { token } }),
};
