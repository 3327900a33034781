import { useState, type FormEvent } from "react";
import { toast } from "../lib/toast";
import { roleAtLeast } from "../../shared/workspaces/workspace-roles";
import { SignInRequired } from "../components/sign-in-required";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";
import { TextField } from "../components/ui/text-field";
import { AuditPanel } from "../features/workspaces/components/audit-panel";
import { InvitationsPanel } from "../features/workspaces/components/invitations-panel";
import { MembersPanel } from "../features/workspaces/components/members-panel";
import { WorkspaceSwitcher } from "../features/workspaces/components/workspace-switcher";
import { useCreateWorkspace, useWorkspaces } from "../features/workspaces/api/workspaces";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { usePageT } from "../i18n/i18n";
import { TEAM_PAGE } from "../i18n/pages/team";
import { richText } from "../i18n/rich-text";
import { ROLE_KEYS } from "../features/workspaces/components/role-keys";

/** The current workspace's people, invitations and audit log; creating a shared workspace (issue 27). */
export function TeamPage() {
  const t = usePageT(TEAM_PAGE);
  useDocumentTitle(t("team.title"));
  const { user, loading } = useAuth();
  const { current } = useWorkspaces(Boolean(user));
  const [name, setName] = useState("");
  const create = useCreateWorkspace();

  if (!loading && !user) return <SignInRequired reason={t("team.signIn")} />;
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onError: (error) => toast.error(error.message),
      onSuccess: () => {
        toast.success(t("team.created", { name: name.trim() }));
        setName("");
      },
    });
  };

  return (
    <PageShell title={t("team.title")} lead={t("team.lead")}>
      <div className="mx-auto max-w-4xl space-y-8">
        {current && (
          <Card>
            <CardContent className="space-y-6 pt-6">
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex-1 text-sm" data-testid="current-workspace">
                  {richText(
                    t("team.current", { name: current.name, role: t(ROLE_KEYS[current.role]), count: current.credits }),
                    { strong: (inner) => <span className="font-semibold">{inner}</span> },
                  )}
                </p>
                <WorkspaceSwitcher className="flex" />
              </div>
              <MembersPanel role={current.role} personal={current.personal} />
              {roleAtLeast(current.role, "admin") && <InvitationsPanel role={current.role} />}
              {roleAtLeast(current.role, "admin") && <AuditPanel />}
            </CardContent>
          </Card>
        )}
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={onCreate} className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1">
                <TextField id="workspace-name" label={t("team.newWorkspace")} value={name} onValueChange={setName} />
              </div>
              <Button type="submit" disabled={create.isPending}>
                {t("team.create")}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
