// A warning or error printed during a test is a bug we want to see fail,
// not scroll past (epic-stack does the same).
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ").slice(0, 500)}`);
};
