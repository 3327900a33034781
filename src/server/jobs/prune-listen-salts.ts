import { pruneListenSalts } from "../features/publish/listener-hash";
import { definePeriodicJob } from "./define-job";

/** Listener-hash salts older than yesterday go, so a day's hashes can no longer be linked to an address. */
export const pruneListenSaltsJob = definePeriodicJob({
  name: "prune-listen-salts",
  timeoutSeconds: 5 * 60,
  atStart: "queued",
  async run({ deps }) {
    await pruneListenSalts(deps.database.db);
  },
});
