import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../lib/toast";
import { PATHS } from "../../shared/paths";
import { ROLE_LABELS } from "../../shared/workspaces/workspace-roles";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";
import { invitationPreviewQueryOptions, teamCalls, useTeamChange } from "../features/workspaces/api/workspaces";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";

const STORED = "shelftalk.invitation";

/** The link's token: from the fragment (kept for the way through sign-in), or kept from before. */
function invitationToken(): string {
  if (typeof window === "undefined") return "";
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (fromHash) sessionStorage.setItem(STORED, fromHash);
  return fromHash ?? sessionStorage.getItem(STORED) ?? "";
}

/** Accepting an invitation (issue 27, decision 086): signed in with the invited email. */
export function InvitationPage() {
  useDocumentTitle("Invitation");
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [token] = useState(invitationToken);
  const preview = useQuery({ ...invitationPreviewQueryOptions(token), enabled: token !== "" });
  const accept = useTeamChange(teamCalls.accept);
  const invitation = preview.data;

  let body;
  if (!token) body = <p>This invitation link is not valid.</p>;
  else if (preview.isError) body = <p role="alert">{preview.error.message}</p>;
  else if (!invitation || loading) body = <p>Loading the invitation…</p>;
  else if (!user)
    body = (
      <>
        <p>
          You are invited to join <strong>{invitation.workspace_name}</strong> as {ROLE_LABELS[invitation.role]}. Sign
          in or sign up with {invitation.email} to accept, then open the link again.
        </p>
        <Button onClick={() => void navigate(PATHS.auth)}>Sign in</Button>
      </>
    );
  else
    body = (
      <>
        <p>
          Join <strong>{invitation.workspace_name}</strong> as {ROLE_LABELS[invitation.role]}?
        </p>
        <Button
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onError: (error) => toast.error(error.message),
              onSuccess: () => {
                sessionStorage.removeItem(STORED);
                toast.success(`You joined ${invitation.workspace_name}.`);
                void navigate(PATHS.myAudios);
              },
            })
          }
        >
          Accept invitation
        </Button>
      </>
    );

  return (
    <PageShell title="Invitation" lead="A workspace shares its credits, audios and shops with its members.">
      <Card className="mx-auto max-w-xl">
        <CardContent className="space-y-4 pt-6">{body}</CardContent>
      </Card>
    </PageShell>
  );
}
