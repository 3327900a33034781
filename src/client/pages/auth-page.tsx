import { useState } from "react";
import { useLocation } from "react-router";
import { useDocumentTitle } from "../lib/use-document-title";

export function AuthPage() {
  const location = useLocation();
  const state = location.state as { isSignUp?: boolean } | null;
  const [isSignUp] = useState(Boolean(state?.isSignUp));
  const title = isSignUp ? "Create Account" : "Welcome Back";
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col justify-center px-4 py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight">{title}</h1>
    </div>
  );
}
