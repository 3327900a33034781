import { z } from "zod";

/** GET /api/health: 200 with "ok"/"up", 503 with "unavailable"/"down". */
export const HealthResponseSchema = z.strictObject({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/ready: 200 "ready" when the database answers, every migration is applied and the job
 * queue has started; otherwise 503 "unavailable" with the failing checks.
 */
export const ReadinessResponseSchema = z.strictObject({
  status: z.enum(["ready", "unavailable"]),
  checks: z.strictObject({
    database: z.enum(["up", "down"]),
    migrations: z.enum(["applied", "pending", "unknown"]),
    queue: z.enum(["started", "stopped"]),
  }),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
