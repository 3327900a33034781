import { Lock } from "lucide-react";
import { useNavigate } from "react-router";
import { PATHS } from "../../shared/paths";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { useAuth } from "../features/auth/auth-context";
import { useDocumentTitle } from "../lib/use-document-title";
import { PageShell } from "./page-shell";

export function MyAudiosPage() {
  useDocumentTitle("My Audios");
  const { user } = useAuth();
  const navigate = useNavigate();

  if (!user) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
        <Card className="w-full text-center">
          <CardHeader className="items-center">
            <Lock className="mb-2 size-8 text-primary" aria-hidden />
            <CardTitle>
              <h1>Sign In Required</h1>
            </CardTitle>
            <CardDescription>Sign in to see, play and download the audios you have generated.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void navigate(PATHS.auth, { state: { isSignUp: true } })}>Sign Up</Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <PageShell title="My Audios" lead="Every audio you have generated, ready to play or download." />;
}
