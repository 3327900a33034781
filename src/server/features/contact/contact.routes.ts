import { Hono } from "hono";
import type { ApiErrorBody } from "../../../shared/api-error-schemas";
import type { ContactResponse } from "../../../shared/contact/contact-response-schemas";
import { ContactInputSchema, contactFieldErrors } from "../../../shared/contact/contact-schemas";
import { MESSAGES } from "../../../shared/messages";
import type { AppDeps } from "../../deps";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { checkContactLimit, RateLimitedError, submitContactMessage } from "./contact.service";

/** POST /api/contact: the contact form (spec sections 2 and 5). Open to signed-out visitors. */
export function contactRoutes(deps: Pick<AppDeps, "database" | "mail" | "config" | "logger">) {
  const service = { db: deps.database.db, mail: deps.mail, config: deps.config, logger: deps.logger };
  return new Hono<AppEnv>().post("/contact", async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = ContactInputSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const fieldErrors = contactFieldErrors(parsed.error);
      const first = Object.values(fieldErrors)[0] ?? MESSAGES.generic.invalidInput;
      return c.json({ error: first, code: "invalid_input", fieldErrors } satisfies ApiErrorBody, 400);
    }
    try {
      await checkContactLimit(service, clientIp(c, deps.config.TRUST_PROXY));
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json({ error: error.message, code: error.code } satisfies ApiErrorBody, 429);
    }
    const result = await submitContactMessage(service, parsed.data);
    return c.json({ success: true, id: result.id } satisfies ContactResponse);
  });
}
