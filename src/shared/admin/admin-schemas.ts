import { z } from "zod";

/** GET /api/admin/overview: counts for the admins. */
export const AdminOverviewResponseSchema = z.strictObject({
  accounts: z.number().int().nonnegative(),
  audios: z.number().int().nonnegative(),
  creditsSold: z.number().int().nonnegative(),
});
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponseSchema>;
