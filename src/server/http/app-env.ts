/** The signed-in user as the routes see it. */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** Hono environment: what middleware puts on the context for the handlers after it. */
export type AppEnv = {
  Variables: {
    requestId: string;
    user: SessionUser;
    sessionId: string;
    /** Set by the developer API's bearer check (features/api-keys/bearer-auth.ts): the key and its seller. */
    /** `requireSupported`: the key holds unresolved claims at /api/v1/audios by default (decision 072). */
    apiKey: { userId: string; keyId: string; requireSupported?: boolean };
    /** The seller a key-or-session route acts for (features/api-keys/bearer-auth.ts requireKeyOrSession). */
    ownerId: string;
  };
};
