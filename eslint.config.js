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
  {
    // Only the config module, test harnesses, tooling scripts and benchmarks read the environment.
    files: ["src/server/config.ts", "src/test/**", "e2e/**", "bench/**", "scripts/**", "*.config.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
