import { Lock } from "lucide-react";
import { useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "./ui/card";

/** What a signed-out visitor sees on a seller's own page: why to sign in, and the way there. */
export function SignInRequired({ reason }: { reason: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <Lock className="mb-2 size-8 text-primary" aria-hidden />
          <h1 className="text-xl font-semibold">Sign In Required</h1>
          <CardDescription>{reason}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void navigate(PATHS.auth)}>Sign In</Button>
        </CardContent>
      </Card>
    </div>
  );
}
