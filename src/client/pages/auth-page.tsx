import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../components/ui/card";
import { MESSAGES } from "../../shared/messages";
import { useAuth } from "../lib/account/auth-context";
import { CredentialsForm } from "../features/auth/components/credentials-form";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { useRecoveryToken } from "../features/auth/use-recovery-token";
import { useDocumentTitle } from "../lib/use-document-title";
import { translateMessage, usePageT } from "../i18n/i18n";
import { AUTH_PAGE } from "../i18n/pages/auth";

const TITLES = { signIn: "auth.signInTitle", signUp: "auth.signUpTitle", reset: "auth.resetTitle" } as const;
const LEADS = { signIn: "auth.signInLead", signUp: "auth.signUpLead", reset: "auth.resetLead" } as const;

/** Remounted on each navigation, so the header's Sign In / Sign Up state always applies. */
export function AuthPage() {
  const location = useLocation();
  return <AuthPageContent key={location.key} />;
}

function AuthPageContent() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading, refresh } = useAuth();
  const [recoveryToken, clearRecoveryToken] = useRecoveryToken();
  const initialSignUp = Boolean((location.state as { isSignUp?: boolean } | null)?.isSignUp);
  const [mode, setMode] = useState<"signIn" | "signUp">(initialSignUp ? "signUp" : "signIn");
  // Set once a password reset succeeded: the sign-in form then says so (issue 14, item 11).
  const [notice, setNotice] = useState<string | null>(null);
  const view = recoveryToken ? "reset" : mode;
  const t = usePageT(AUTH_PAGE);
  useDocumentTitle(t(TITLES[view]));

  // A signed-in visitor has nothing to do here (except finishing a password reset).
  useEffect(() => {
    if (!loading && user && !recoveryToken) void navigate(PATHS.home, { replace: true });
  }, [loading, user, recoveryToken, navigate]);

  return (
    <div className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      {view === "reset" ? <meta name="referrer" content="no-referrer" /> : null}
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">{t(TITLES[view])}</h1>
          <CardDescription>{t(LEADS[view])}</CardDescription>
        </CardHeader>
        <CardContent>
          {view === "reset" && recoveryToken ? (
            <ResetPasswordForm
              token={recoveryToken}
              onDone={async () => {
                // The reset ends every session (revokeSessionsOnPasswordReset), so the seller signs in
                // again, here: the sign-in form with a message, not a signed-out landing page. The
                // session is re-read first; one that is still live goes home (the redirect above).
                await refresh().catch(() => undefined);
                clearRecoveryToken();
                setMode("signIn");
                setNotice(MESSAGES.auth.signInAfterReset);
              }}
            />
          ) : (
            <CredentialsForm
              mode={mode}
              notice={mode === "signIn" && notice ? translateMessage(notice) : null}
              onModeChange={(next) => {
                setNotice(null);
                setMode(next);
              }}
            />
          )}
        </CardContent>
      </Card>
      <Button variant="ghost" className="mx-auto mt-6" onClick={() => void navigate(PATHS.home)}>
        <ArrowLeft aria-hidden /> {t("auth.backHome")}
      </Button>
    </div>
  );
}
