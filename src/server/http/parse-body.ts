import type { Context } from "hono";
import type { z } from "zod";
import { MESSAGES } from "../../shared/messages";
import { AppError } from "./errors";

/** Reads a JSON body and validates it; any problem is a 400 with the first readable message. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, MESSAGES.request.bodyNotJson, "invalid_json");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError(400, parsed.error.issues[0]?.message ?? MESSAGES.generic.invalidInput, "invalid_input");
  }
  return parsed.data;
}
