import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const processEnvBan = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Only src/server/config.ts reads process.env; take the value from the config.",
};

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
      "no-restricted-imports": ["error", { patterns: [clientMayImportServerTypes()] }],
      "no-restricted-syntax": ["error", processEnvBan, ...queryKeyBans()],
    },
  },
  {
    // The published audio's player: its own bundle for shop pages, no React, nothing but shared.
    files: ["src/embed/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(client|server)(/|$)|^react",
              message: "The embed imports only shared, and no framework.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts", "src/cli/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+client(/|$)", message: "The server never imports client code." }] },
      ],
    },
  },
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
  // Client rooms (docs/architecture.md): a feature imports no other feature; shared pieces live in lib/ or components/.
  ...clientBoundaries(),
  {
    // Only the config module, test harnesses, tooling scripts and benchmarks read the environment.
    files: ["src/server/config.ts", "src/test/**", "e2e/**", "bench/**", "scripts/**", "*.config.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);

/*
 * Client boundaries. no-restricted-imports matches the import's text, not the file it resolves to,
 * so the rule is written per depth: from a file `d` folders below its feature's root, `../` taken
 * d + 1 times reaches features/, and the next name is another feature. The blocks are generated
 * for each depth; pages/, app/ and main.tsx compose features and are not limited.
 */
function clientBoundaries() {
  const MAX_DEPTH = 6;
  const up = (times) => `(\\.\\./){${times}}`;
  const files = (root, depth) => [`${root}/${"*/".repeat(depth)}*.{ts,tsx}`];
  const block = (fileGlobs, patterns) => ({
    files: fileGlobs,
    rules: { "no-restricted-imports": ["error", { patterns: [clientMayImportServerTypes(), ...patterns] }] },
  });
  const blocks = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    blocks.push(
      block(files("src/client/features/*", depth), [
        {
          regex: `^${up(depth + 1)}[^./][^/]*(/|$)|^${up(depth + 2)}features/`,
          message:
            "A client feature imports no other feature: move what both need to src/client/lib/ or src/client/components/ (or src/shared if it is a contract).",
        },
        {
          regex: `^${up(depth + 2)}(pages|app)(/|$)`,
          message: "A client feature never imports pages or app/: they compose features, not the other way round.",
        },
      ]),
      block(
        [...files("src/client/lib", depth), ...files("src/client/components", depth)],
        [
          {
            regex: `^${up(depth + 1)}(features|pages|app)(/|$)`,
            message:
              "src/client/lib/ and components/ sit below the features: they import no feature, page or app/ module.",
          },
        ],
      ),
    );
  }
  return blocks;
}

// Declared as functions so they can sit down here, after the config that uses them (declarations are hoisted).
function clientMayImportServerTypes() {
  return {
    regex: "^(\\.\\./)+server(/|$)",
    allowTypeImports: true,
    message: "The client may import the server only as types.",
  };
}

/**
 * Query keys are written once, in the queryOptions factory next to the request (features/<f>/api/,
 * lib/account/); everything else reads `factory.queryKey`, so a renamed key cannot leave a stale copy.
 */
function queryKeyBans() {
  const message = "Write a query key only in its queryOptions factory; elsewhere use the factory's queryKey.";
  return [
    {
      selector:
        ":not(CallExpression[callee.name='queryOptions']) > ObjectExpression > Property[key.name='queryKey'] > :matches(ArrayExpression, TSAsExpression)",
      message,
    },
    {
      selector:
        "CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$|^(fetch|prefetch|ensure)Query(Data)?$/] > :matches(ArrayExpression, TSAsExpression).arguments:first-child",
      message,
    },
  ];
}
