import { retryContactDeliveries } from "../features/contact/contact-delivery";
import { definePeriodicJob } from "./define-job";

/**
 * Contact messages whose mail failed are tried again when due (decision 013): at start-up, so
 * a restart does not wait five minutes, and every five minutes. The messages are claimed with
 * SKIP LOCKED, so even overlapping runs never mail one twice.
 */
export const retryContactMail = definePeriodicJob({
  name: "retry-contact-deliveries",
  // A batch of 20 messages against a slow mail server, each send bounded by the provider's timeouts.
  timeoutSeconds: 15 * 60,
  atStart: "queued",
  async run({ deps }) {
    await retryContactDeliveries({ db: deps.database.db, mail: deps.mail, config: deps.config, logger: deps.logger });
  },
});
