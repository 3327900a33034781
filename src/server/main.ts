import { ConfigError, loadConfig, type Config } from "./config";
import { lowerWorkerPriority, parseRole, roleProblem, RoleError, type ProcessRole } from "./process-role";
import type { runProcess as RunProcess } from "./run-process";
import type { startTelemetry as StartTelemetry } from "./telemetry/start-telemetry";

/**
 * The entry of `npm start` and `npm run worker`. It imports only the config first: with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, OpenTelemetry starts before the app's modules (pg, http)
 * load, so its hooks see them; unset, nothing of OpenTelemetry is loaded (decision 063). The
 * app itself (run-process.ts) is imported next, by a path the bundler leaves alone (it is its
 * own entry in scripts/build-server.mjs), so its packages load only then.
 */
async function main(): Promise<void> {
  const { role, config } = configureOrExit();
  lowerWorkerPriority(role);
  const telemetry = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await importEntry<{ startTelemetry: typeof StartTelemetry }>("telemetry/start-telemetry")).startTelemetry({
        endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: config.OTEL_SERVICE_NAME,
      })
    : undefined;
  const { runProcess } = await importEntry<{ runProcess: typeof RunProcess }>("run-process");
  await runProcess(role, config, telemetry);
}

/**
 * A module beside this one, by a computed path: the bundler keeps it out of main.js (each is its
 * own entry in scripts/build-server.mjs), so its packages are imported only when this runs.
 */
async function importEntry<M>(name: string): Promise<M> {
  const extension = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
  return (await import(new URL(`./${name}${extension}`, import.meta.url).href)) as M;
}

/** The role from the command line and the validated config; a clear message and exit 1 when either is wrong. */
function configureOrExit(): { role: ProcessRole; config: Config } {
  try {
    const role = parseRole(process.argv.slice(2));
    const config = loadConfig();
    const problem = roleProblem(role, config);
    if (problem) throw new RoleError(problem);
    return { role, config };
  } catch (err) {
    if (err instanceof ConfigError || err instanceof RoleError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `ShelfTalk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
