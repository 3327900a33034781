import { toast } from "../../../lib/toast";
import { WORKSPACE_ROLES, roleAtLeast, type WorkspaceRole } from "../../../../shared/workspaces/workspace-roles";
import { Button } from "../../../components/ui/button";
import { useAuth } from "../../../lib/account/auth-context";
import { teamCalls, useMembers, useTeamChange } from "../api/workspaces";
import { usePageT } from "../../../i18n/i18n";
import { TEAM_PAGE } from "../../../i18n/pages/team";
import { ROLE_KEYS } from "./role-keys";

/** The current workspace's members; admins change roles and remove, anyone leaves a shared workspace. */
export function MembersPanel({ role, personal }: { role: WorkspaceRole; personal: boolean }) {
  const t = usePageT(TEAM_PAGE);
  const { user } = useAuth();
  const members = useMembers(Boolean(user));
  const changeRole = useTeamChange(teamCalls.changeRole);
  const remove = useTeamChange(teamCalls.remove);
  const leave = useTeamChange(teamCalls.leave);
  const fail = (error: Error) => toast.error(error.message);
  const canManage = roleAtLeast(role, "admin");
  // Only owners make owners (decision 085).
  const grantable = WORKSPACE_ROLES.filter((r) => r !== "owner" || role === "owner");

  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="text-lg font-semibold">
        {t("team.members.heading")}
      </h2>
      <ul className="divide-y rounded-md border">
        {(members.data?.members ?? []).map((m) => (
          <li key={m.user_id} data-testid="member-row" className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <span className="min-w-0 flex-1 truncate">
              {m.name} <span className="text-muted-foreground">{m.email}</span>
            </span>
            {canManage && m.user_id !== user?.id ? (
              <select
                aria-label={t("team.members.roleOf", { email: m.email })}
                className="rounded-md border border-input bg-background px-2 py-1"
                value={m.role}
                onChange={(e) =>
                  changeRole.mutate({ userId: m.user_id, role: e.target.value as WorkspaceRole }, { onError: fail })
                }
              >
                {grantable.concat(grantable.includes(m.role) ? [] : [m.role]).map((r) => (
                  <option key={r} value={r}>
                    {t(ROLE_KEYS[r])}
                  </option>
                ))}
              </select>
            ) : (
              <span className="rounded bg-muted px-2 py-0.5">{t(ROLE_KEYS[m.role])}</span>
            )}
            {canManage && m.user_id !== user?.id && (
              <Button variant="ghost" size="sm" onClick={() => remove.mutate(m.user_id, { onError: fail })}>
                {t("team.members.remove")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!personal && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            leave.mutate(undefined, { onError: fail, onSuccess: () => toast.success(t("team.members.left")) })
          }
        >
          {t("team.members.leave")}
        </Button>
      )}
    </section>
  );
}
