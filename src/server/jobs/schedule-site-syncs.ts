import { runSiteSchedule } from "../features/sites/site-schedule.service";
import { definePeriodicJob } from "./define-job";

/**
 * Connected shops' schedule (issue 23): every five minutes, once per deployment, the verified
 * sites whose interval (daily by default, hourly at most) has passed get a sync, and syncs paused
 * for credits resume once the seller has bought some.
 */
export const scheduleSiteSyncs = definePeriodicJob({
  name: "schedule-site-syncs",
  timeoutSeconds: 5 * 60,
  atStart: "queued",
  async run({ deps }) {
    const { started, resumed } = await runSiteSchedule(deps);
    if (started + resumed > 0) deps.logger.info({ started, resumed }, "site schedule ran");
  },
});
