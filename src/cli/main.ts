/**
 * Operator command line: `npm run cli -- <command> [args]`.
 * Each command lives in its own module and is loaded only when used.
 */
type Command = { summary: string; run: (args: string[]) => Promise<number> };

const COMMANDS: Record<string, Command> = {
  help: { summary: "list the commands", run: () => Promise.resolve(printHelp()) },
  extract: {
    summary: "extract <url-or-file>...: print the product facts of each page as one JSON line",
    run: async (args) => {
      const [{ runExtractCommand }, { loadConfig }] = await Promise.all([
        import("../server/extract/extract-cli"),
        import("../server/config"),
      ]);
      return runExtractCommand(args, (line) => process.stdout.write(`${line}\n`), {
        allowHosts: loadConfig().FETCH_ALLOW_HOSTS,
      });
    },
  },
  admin: {
    summary: "admin grant <email> | admin revoke <email>: manage the admin role",
    run: async (args) => (await import("./commands/admin")).runAdminCommand(args),
  },
};

function printHelp(): number {
  process.stdout.write("Usage: npm run cli -- <command> [args]\n\nCommands:\n");
  for (const [name, command] of Object.entries(COMMANDS)) {
    process.stdout.write(`  ${name.padEnd(10)} ${command.summary}\n`);
  }
  return 0;
}

async function main(): Promise<void> {
  const [name = "help", ...args] = process.argv.slice(2);
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n`);
    printHelp();
    process.exit(2);
  }
  process.exitCode = await command.run(args);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
