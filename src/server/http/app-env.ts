import type { WorkspaceRole } from "../../shared/workspaces/workspace-roles";

/** The signed-in user as the routes see it. */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** Hono environment: what middleware puts on the context for the handlers after it. */
export type AppEnv = {
  Variables: {
    requestId: string;
    user: SessionUser;
    sessionId: string;
    /**
     * The workspace the request acts in and the role it acts with (issue 27): from the session,
     * or from the API key. Owned rows' user_id holds this id; `user` stays the person ("who").
     */
    workspace: { id: string; role: WorkspaceRole };
    /** Set by the developer API's bearer check (features/api-keys/bearer-auth.ts): the key and its seller. */
    /** `requireSupported`: the key holds unresolved claims at /api/v1/audios by default (decision 072). */
    apiKey: { userId: string; keyId: string; requireSupported?: boolean; role?: WorkspaceRole };
    /** The seller a key-or-session route acts for (features/api-keys/bearer-auth.ts requireKeyOrSession). */
    ownerId: string;
  };
};
