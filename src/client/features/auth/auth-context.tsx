import { createContext, useContext, useMemo, type ReactNode } from "react";

export type AuthUser = { id: string; email: string; name: string; roles: string[] };
export type AuthSession = { id: string; expiresAt: string };

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  loading: boolean;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Signed-out state until accounts exist (issue 3 replaces the body of this provider). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthState>(() => ({ user: null, session: null, loading: false, signOut: async () => {} }), []);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
