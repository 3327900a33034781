import { z } from "zod";

/** GET /api/health: 200 with "ok"/"up", 503 with "unavailable"/"down". */
export const HealthResponseSchema = z.strictObject({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
