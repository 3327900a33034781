import { useState, type FormEvent } from "react";
import { toast } from "../../../lib/toast";
import { isLocale, type Locale } from "../../../../shared/i18n/locales";
import { WORKSPACE_ROLES, type WorkspaceRole } from "../../../../shared/workspaces/workspace-roles";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/native-select";
import { TextField } from "../../../components/ui/text-field";
import { teamCalls, useInvitations, useTeamChange } from "../api/workspaces";
import { useLocale, usePageT } from "../../../i18n/i18n";
import { LocaleOptions } from "../../../i18n/locale-options";
import { TEAM_PAGE } from "../../../i18n/pages/team";
import { ROLE_KEYS } from "./role-keys";

/**
 * Invite by email with a role and the invitation email's language (the inviter's interface
 * language until they pick another; each language by its own name); pending invitations with
 * revoke (admins and owners).
 */
export function InvitationsPanel({ role }: { role: WorkspaceRole }) {
  const t = usePageT(TEAM_PAGE);
  const [email, setEmail] = useState("");
  const [invitedRole, setInvitedRole] = useState<WorkspaceRole>("member");
  const interfaceLocale = useLocale();
  const [chosenLocale, setChosenLocale] = useState<Locale | null>(null);
  const emailLocale = chosenLocale ?? interfaceLocale;
  const invitations = useInvitations(true);
  const invite = useTeamChange(teamCalls.invite);
  const revoke = useTeamChange(teamCalls.revoke);
  const fail = (error: Error) => toast.error(error.message);
  const pending = (invitations.data?.invitations ?? []).filter((i) => i.status === "pending");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role: invitedRole, locale: emailLocale },
      {
        onError: fail,
        onSuccess: () => {
          toast.success(t("team.invitations.sent", { email: email.trim() }));
          setEmail("");
        },
      },
    );
  };

  return (
    <section aria-labelledby="invite-heading" className="space-y-3">
      <h2 id="invite-heading" className="text-lg font-semibold">
        {t("team.invitations.heading")}
      </h2>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            id="invite-email"
            label={t("team.invitations.email")}
            type="email"
            value={email}
            onValueChange={setEmail}
          />
        </div>
        <label className="space-y-2 text-sm">
          <span className="block font-medium">{t("team.invitations.role")}</span>
          <NativeSelect
            aria-label={t("team.invitations.role")}
            value={invitedRole}
            onChange={(e) => setInvitedRole(e.target.value as WorkspaceRole)}
          >
            {WORKSPACE_ROLES.filter((r) => r !== "owner" || role === "owner").map((r) => (
              <option key={r} value={r}>
                {t(ROLE_KEYS[r])}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-2 text-sm">
          <span className="block font-medium">{t("team.invitations.language")}</span>
          <NativeSelect
            aria-label={t("team.invitations.language")}
            value={emailLocale}
            onChange={(e) => {
              if (isLocale(e.target.value)) setChosenLocale(e.target.value);
            }}
          >
            <LocaleOptions />
          </NativeSelect>
        </label>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t("team.invitations.sending") : t("team.invitations.send")}
        </Button>
      </form>
      {pending.length > 0 && (
        <ul className="divide-y rounded-md border" aria-label={t("team.invitations.pending")}>
          {pending.map((i) => (
            <li key={i.id} data-testid="invitation-row" className="flex items-center gap-3 p-3 text-sm">
              <span className="flex-1 truncate">
                {i.email} · {t(ROLE_KEYS[i.role])}
              </span>
              <Button variant="ghost" size="sm" onClick={() => revoke.mutate(i.id, { onError: fail })}>
                {t("team.invitations.revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
