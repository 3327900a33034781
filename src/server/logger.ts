import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** How long a log line may wait in the buffer before it is written out. */
const FLUSH_INTERVAL_MS = 250;

let stdout: (DestinationStream & { flush(): void; flushSync(): void }) | undefined;

/**
 * One buffered stdout for every logger of the process. pino's default writes each line
 * with its own write(2); one line per request made logging a large share of a busy read's
 * cost (docs/performance.md). Lines are written in 4 KiB batches, at least every 250 ms,
 * and flushed synchronously when the process exits; a SIGKILL can lose the last 250 ms.
 */
function bufferedStdout() {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  process.on("exit", () => destination.flushSync());
  stdout = destination;
  return destination;
}

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: "shelftalk" },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"], remove: true },
    },
    bufferedStdout(),
  );
}
