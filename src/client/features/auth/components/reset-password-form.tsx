import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "../../../../shared/messages";
import { ResetPasswordInputSchema } from "../../../../shared/account/auth-schemas";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { resetPassword } from "../api/auth-requests";
import { authErrorMessage } from "../auth-error-message";
import { usePageT } from "../../../i18n/i18n";
import { AUTH_PAGE } from "../../../i18n/pages/auth";

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void | Promise<void> }) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const t = usePageT(AUTH_PAGE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResetPasswordInputSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      // The spec checks the match first: 'Passwords don't match!' before the length message.
      const mismatch = password !== confirmPassword;
      toast.error(
        mismatch
          ? MESSAGES.auth.passwordsDontMatch
          : (parsed.error.issues[0]?.message ?? MESSAGES.auth.passwordTooShort),
      );
      return;
    }
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success(MESSAGES.auth.passwordUpdated);
      await onDone();
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id="new-password"
        label={t("auth.newPassword")}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        id="confirm-password"
        label={t("auth.confirmPassword")}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {t("auth.updatePassword")}
      </Button>
    </form>
  );
}
