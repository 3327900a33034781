import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../lib/toast";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";
import { invitationPreviewQueryOptions, teamCalls, useTeamChange } from "../features/workspaces/api/workspaces";
import { useAuth } from "../lib/account/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";
import { translateMessage, usePageT } from "../i18n/i18n";
import { TEAM_PAGE } from "../i18n/pages/team";
import { richText } from "../i18n/rich-text";
import { ROLE_KEYS } from "../features/workspaces/components/role-keys";

const STORED = "shelftalk.invitation";

/** The link's token: from the fragment (kept for the way through sign-in), or kept from before. */
function invitationToken(): string {
  if (typeof window === "undefined") return "";
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (fromHash) sessionStorage.setItem(STORED, fromHash);
  return fromHash ?? sessionStorage.getItem(STORED) ?? "";
}

const strong = (inner: string) => <strong>{inner}</strong>;

/** Accepting an invitation (issue 27, decision 086): signed in with the invited email. */
export function InvitationPage() {
  const t = usePageT(TEAM_PAGE);
  useDocumentTitle(t("team.invitation.title"));
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [token] = useState(invitationToken);
  const preview = useQuery({ ...invitationPreviewQueryOptions(token), enabled: token !== "" });
  const accept = useTeamChange(teamCalls.accept);
  const invitation = preview.data;

  let body;
  if (!token) body = <p>{t("team.invitation.invalid")}</p>;
  else if (preview.isError) body = <p role="alert">{translateMessage(preview.error.message)}</p>;
  else if (!invitation || loading) body = <p>{t("team.invitation.loading")}</p>;
  else if (!user)
    body = (
      <>
        <p>
          {richText(
            t("team.invitation.signedOut", {
              workspace: invitation.workspace_name,
              role: t(ROLE_KEYS[invitation.role]),
              email: invitation.email,
            }),
            { strong },
          )}
        </p>
        <Button onClick={() => void navigate(PATHS.auth)}>{t("team.invitation.signIn")}</Button>
      </>
    );
  else
    body = (
      <>
        <p>
          {richText(
            t("team.invitation.join", { workspace: invitation.workspace_name, role: t(ROLE_KEYS[invitation.role]) }),
            { strong },
          )}
        </p>
        <Button
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onError: (error) => toast.error(error.message),
              onSuccess: () => {
                sessionStorage.removeItem(STORED);
                toast.success(t("team.invitation.joined", { workspace: invitation.workspace_name }));
                void navigate(PATHS.myAudios);
              },
            })
          }
        >
          {t("team.invitation.accept")}
        </Button>
      </>
    );

  return (
    <PageShell title={t("team.invitation.title")} lead={t("team.invitation.lead")}>
      <Card className="mx-auto max-w-xl">
        <CardContent className="space-y-4 pt-6">{body}</CardContent>
      </Card>
    </PageShell>
  );
}
