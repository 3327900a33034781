import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Only src/server/config.ts reads process.env; take the value from the config.",
};

const SERVER_PATTERNS = {
  client: { regex: "^(\\.\\./)+client(/|$)", message: "The server never imports client code." },
  queue: {
    group: ["pg-boss", "pg-boss/*"],
    message: "Only src/server/jobs/ talks to pg-boss; services enqueue through deps.jobs (JobQueue).",
  },
  ledger: {
    regex: "/db/schema(/index|/credits)?$",
    importNames: ["creditLedger", "creditBalances"],
    message: "Only src/server/features/credits/ writes the ledger or a balance: use applyCreditChange or getBalance.",
  },
  features: {
    regex: "^(\\.\\./)+features(/|$)",
    message: "auth/ imports no feature: a feature plugs in through a hook given at composition (bootstrap.ts).",
  },
};

/** no-restricted-imports for the server: the most specific block (last) wins for a file. */
function serverBoundaries() {
  const block = (files, names, ignores = []) => ({
    files,
    ignores,
    rules: { "no-restricted-imports": ["error", { patterns: names.map((name) => SERVER_PATTERNS[name]) }] },
  });
  const tests = ["**/*.test.ts"];
  return [
    block(["src/server/**/*.ts", "src/cli/**/*.ts"], ["client", "queue", "ledger"]),
    // Tests read the ledger to check it; the ledger's own room and the schema define it.
    block([...tests, "src/server/features/credits/**", "src/server/db/**"], ["client", "queue"]),
    block(["src/server/jobs/**/*.ts"], ["client", "ledger"], tests),
    block(["src/server/jobs/**/*.test.ts"], ["client"]),
    block(["src/server/auth/**/*.ts"], ["client", "queue", "ledger", "features"], tests),
    block(["src/server/auth/**/*.test.ts"], ["client", "queue", "features"]),
  ];
}

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "drizzle/**",
      "coverage/**",
      "test-results/**",
      ".data*/**",
      "data/**",
      "bench/out/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs", "e2e/support/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "no-restricted-syntax": ["error", processEnvBan],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server(/|$)",
              allowTypeImports: true,
              message: "The client may import the server only as types.",
            },
          ],
        },
      ],
    },
  },
  // Server rooms (docs/architecture.md). Flat config replaces a rule's options per matching block rather
  // than merging them, so each block below lists every pattern that applies to its files.
  ...serverBoundaries(),
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+(client|server)(/|$)", message: "shared imports neither client nor server." },
          ],
        },
      ],
    },
  },
  {
    // Only the config module, test harnesses, tooling scripts and benchmarks read the environment.
    files: ["src/server/config.ts", "src/test/**", "e2e/**", "bench/**", "scripts/**", "*.config.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
