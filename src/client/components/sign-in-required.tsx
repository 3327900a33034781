import { Lock } from "lucide-react";
import { useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "./ui/card";
import { usePageT } from "../i18n/i18n";
import { SIGN_IN_REQUIRED } from "../i18n/pages/sign-in-required";

/** What a signed-out visitor sees on a seller's own page: why to sign in, and the way there. */
export function SignInRequired({ reason }: { reason: string }) {
  const t = usePageT(SIGN_IN_REQUIRED);
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <Lock className="mb-2 size-8 text-primary" aria-hidden />
          <h1 className="text-xl font-semibold">{t("signInRequired.title")}</h1>
          <CardDescription>{reason}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void navigate(PATHS.auth)}>{t("account.signIn")}</Button>
        </CardContent>
      </Card>
    </div>
  );
}
