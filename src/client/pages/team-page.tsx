import { useState, type FormEvent } from "react";
import { toast } from "../lib/toast";
import { ROLE_LABELS, roleAtLeast } from "../../shared/workspaces/workspace-roles";
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

/** The current workspace's people, invitations and audit log; creating a shared workspace (issue 27). */
export function TeamPage() {
  useDocumentTitle("Team");
  const { user, loading } = useAuth();
  const { current } = useWorkspaces(Boolean(user));
  const [name, setName] = useState("");
  const create = useCreateWorkspace();

  if (!loading && !user) return <SignInRequired reason="Sign in to share your workspace with your team." />;
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onError: (error) => toast.error(error.message),
      onSuccess: () => {
        toast.success(`Workspace “${name.trim()}” created.`);
        setName("");
      },
    });
  };

  return (
    <PageShell
      title="Team"
      lead="Share credits, audios, batches, shops and keys with the people you work with, each with the role they need."
    >
      <div className="mx-auto max-w-4xl space-y-8">
        {current && (
          <Card>
            <CardContent className="space-y-6 pt-6">
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex-1 text-sm" data-testid="current-workspace">
                  <span className="font-semibold">{current.name}</span> · your role: {ROLE_LABELS[current.role]} ·{" "}
                  {current.credits} {current.credits === 1 ? "credit" : "credits"}
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
                <TextField id="workspace-name" label="New workspace" value={name} onValueChange={setName} />
              </div>
              <Button type="submit" disabled={create.isPending}>
                Create workspace
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
