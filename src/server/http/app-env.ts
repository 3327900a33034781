/** The signed-in user as the routes see it. */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** Hono environment: what middleware puts on the context for the handlers after it. */
export type AppEnv = {
  Variables: {
    requestId: string;
    user: SessionUser;
    sessionId: string;
  };
};
