import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { ANCHORS, PATHS } from "../../../../shared/paths";
import { EmailSchema, SignInInputSchema, SignUpInputSchema } from "../../../../shared/account/auth-schemas";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { TextField } from "../../../components/ui/text-field";
import { requestPasswordReset, signInWithEmail, signUpWithEmail } from "../api/auth-requests";
import { authErrorMessage } from "../auth-error-message";
import { useAuth } from "../../../lib/account/auth-context";
import { hasPendingDraft } from "../../../lib/pending-draft";
import { usePageT } from "../../../i18n/i18n";
import { AUTH_PAGE } from "../../../i18n/pages/auth";

/** Where sign-in leads: the generator when a draft typed before signing in is waiting, else home. */
const afterSignIn = () => (hasPendingDraft() ? `/#${ANCHORS.generator}` : PATHS.home);

export function CredentialsForm({
  mode,
  notice,
  onModeChange,
}: {
  mode: "signIn" | "signUp";
  /** A message above the form (after a password reset), read out and followed by focus on Email. */
  notice?: string | null;
  onModeChange: (m: "signIn" | "signUp") => void;
}) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fullName, setFullName] = useState("");
  const [busy, setBusy] = useState(false);
  const isSignUp = mode === "signUp";
  const emailRef = useRef<HTMLInputElement>(null);
  const t = usePageT(AUTH_PAGE);

  useEffect(() => {
    if (notice) emailRef.current?.focus();
  }, [notice]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = isSignUp
      ? SignUpInputSchema.safeParse({ email, password, fullName })
      : SignInInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? MESSAGES.generic.invalidInput);
      return;
    }
    setBusy(true);
    try {
      if (isSignUp) {
        await signUpWithEmail({ email: email.trim(), password, fullName: fullName.trim() });
        toast.success(MESSAGES.auth.accountCreated);
        setPassword("");
        onModeChange("signIn");
      } else {
        await signInWithEmail(email.trim(), password);
        await refresh();
        toast.success(MESSAGES.auth.welcomeBack);
        void navigate(afterSignIn(), { replace: true });
      }
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const forgotPassword = async () => {
    if (!email.trim()) {
      toast.error(MESSAGES.auth.emailRequiredForReset);
      return;
    }
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? MESSAGES.auth.emailRequiredForReset);
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data);
      toast.success(MESSAGES.auth.resetEmailSent);
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      {notice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> {notice}
        </p>
      ) : null}
      {isSignUp ? (
        <TextField
          id="full-name"
          label={t("auth.fullName")}
          autoComplete="name"
          value={fullName}
          onValueChange={setFullName}
        />
      ) : null}
      <TextField
        ref={emailRef}
        id="email"
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
      />
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="password">{t("auth.password")}</Label>
          {!isSignUp ? (
            <button
              type="button"
              className="rounded-sm text-sm text-primary hover:underline"
              onClick={() => void forgotPassword()}
              disabled={busy}
            >
              {t("auth.forgotPassword")}
            </button>
          ) : null}
        </div>
        <Input
          id="password"
          type="password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          aria-describedby={isSignUp ? "password-hint" : undefined}
        />
        {isSignUp ? (
          <p id="password-hint" className="text-xs text-muted-foreground">
            {t("auth.passwordHint")}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {t(isSignUp ? "auth.signUp" : "auth.signIn")}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          className="rounded-sm text-primary hover:underline"
          onClick={() => onModeChange(isSignUp ? "signIn" : "signUp")}
        >
          {t(isSignUp ? "auth.haveAccount" : "auth.needAccount")}
        </button>
      </p>
    </form>
  );
}
