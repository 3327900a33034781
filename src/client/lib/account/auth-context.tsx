import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { isUserStorageKey } from "../../../shared/audios/storage-keys";
import type { MeResponse } from "../../../shared/account/account-schemas";
import { meQueryOptions } from "./get-me";
import { signOutEverywhere } from "./sign-out-everywhere";
import { setSignedInHint } from "../signed-in-hint";
import { useAccountLocale } from "../../i18n/account-locale";

export type AuthUser = NonNullable<MeResponse["user"]> & { roles: string[]; workspace?: MeResponse["workspace"] };
export type AuthSession = NonNullable<MeResponse["session"]>;

const ME_QUERY_KEY = meQueryOptions.queryKey;
/** Every cached answer but the session's own belongs to the signed-in user. */
const isUserQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== ME_QUERY_KEY[0];

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  loading: boolean;
  isAdmin: boolean;
  signOut: () => Promise<void>;
  /** Re-reads the session after sign-in and tells the other tabs. */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);
const CHANNEL = "shelftalk-auth";

/** Removes every browser storage key that belongs to a signed-in user (spec section 4, Sign out). */
export function clearUserStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) if (isUserStorageKey(key)) storage.removeItem(key);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions);
  const channel = useRef<BroadcastChannel | null>(null);
  const previousUserId = useRef<string | null | undefined>(undefined);

  useAccountLocale(me.data?.user);
  const user = me.data?.user ? { ...me.data.user, roles: me.data.roles, workspace: me.data.workspace } : null;
  const userId = user?.id ?? null;

  // Tabs follow each other: a sign-in or sign-out elsewhere re-reads the session here.
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const bc = new BroadcastChannel(CHANNEL);
    bc.onmessage = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    channel.current = bc;
    return () => bc.close();
  }, [queryClient]);

  // A session that ends (expiry, sign-out in another tab, revoked) clears the user's state here too.
  useEffect(() => {
    if (me.isPending) return;
    if (previousUserId.current && previousUserId.current !== userId) {
      clearUserStorage();
      queryClient.removeQueries({ predicate: isUserQuery });
    }
    previousUserId.current = userId;
    setSignedInHint(Boolean(userId));
  }, [userId, me.isPending, queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    channel.current?.postMessage("changed");
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutEverywhere();
    } catch {
      // The local cleanup below happens even when the server call fails (spec section 4).
    } finally {
      clearUserStorage();
      // Drop every cached answer of the user; the session query stays (observed) and is set signed out.
      queryClient.removeQueries({ predicate: isUserQuery });
      queryClient.setQueryData(ME_QUERY_KEY, { user: null, session: null, roles: [] });
      channel.current?.postMessage("changed");
    }
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      session: me.data?.session ?? null,
      loading: me.isPending,
      isAdmin: user?.roles.includes("admin") ?? false,
      signOut,
      refresh,
    }),
    // user is derived from me.data; depending on the data keeps the object stable between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [me.data, me.isPending, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
