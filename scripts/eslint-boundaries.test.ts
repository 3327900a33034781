import path from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// The client's boundary rules are regular expressions over import text (eslint.config.js), easy
// to get subtly wrong and then silently pass everything; these cases pin what they refuse.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = ["no-restricted-imports", "no-restricted-syntax"] as const;

/** The boundary rules the repository's config applies to `file`, run over `code` (no type information needed). */
async function problems(file: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules: Linter.RulesRecord };
  const rules = Object.fromEntries(BOUNDARY_RULES.map((name) => [name, config.rules[name] ?? "off"]));
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser }, rules }],
    {
      filename: path.join(root, file),
    },
  );
  return messages.map((m) => `${m.ruleId ?? "parse"}@${m.line}`);
}

const imports = (...specifiers: string[]) => specifiers.map((s, i) => `import { v${i} } from "${s}";`).join("\n");

describe("client boundaries (eslint.config.js)", () => {
  it("a feature imports no other feature, at any depth, nor pages or app/", async () => {
    expect(
      await problems("src/client/features/generator/components/x.tsx", imports("../../auth/components/form")),
    ).toEqual(["no-restricted-imports@1"]);
    expect(await problems("src/client/features/generator/x.ts", imports("../payments/use-purchase"))).toEqual([
      "no-restricted-imports@1",
    ]);
    expect(
      await problems("src/client/features/landing/components/a/b.tsx", imports("../../../../features/audios/x")),
    ).toEqual(["no-restricted-imports@1"]);
    expect(
      await problems(
        "src/client/features/generator/components/x.tsx",
        imports("../../../pages/home-page", "../../../app/layout"),
      ),
    ).toEqual(["no-restricted-imports@1", "no-restricted-imports@2"]);
  });

  it("a feature may use its own files, lib/, components/ and shared", async () => {
    const code = imports(
      "../api/generate-audio",
      "./script-box",
      "../../../lib/account/get-credits",
      "../../../components/section-heading",
      "../../../../shared/messages",
    );
    expect(await problems("src/client/features/generator/components/x.tsx", code)).toEqual([]);
  });

  it("lib/ and components/ import no feature, page or app/ module; pages and app/ compose features", async () => {
    expect(await problems("src/client/lib/account/x.ts", imports("../../features/auth/api/auth-requests"))).toEqual([
      "no-restricted-imports@1",
    ]);
    expect(
      await problems("src/client/components/x.tsx", imports("../features/consent/x", "../pages/home-page")),
    ).toEqual(["no-restricted-imports@1", "no-restricted-imports@2"]);
    expect(await problems("src/client/pages/home-page.tsx", imports("../features/generator/components/x"))).toEqual([]);
    expect(await problems("src/client/app/header.tsx", imports("../features/theme/theme-toggle"))).toEqual([]);
  });

  it("the client imports the server only as types", async () => {
    const file = "src/client/features/landing/api/x.ts";
    expect(await problems(file, `import { a } from "../../../../server/app";`)).toEqual(["no-restricted-imports@1"]);
    expect(await problems(file, `import type { App } from "../../../../server/app";`)).toEqual([]);
  });

  it("query keys are written only in queryOptions factories", async () => {
    const code = [
      `const options = queryOptions({ queryKey: ["credits"] as const, queryFn: load });`,
      `client.invalidateQueries({ queryKey: ["credits"] });`,
      `client.setQueryData(["credits"] as const, value);`,
      `client.invalidateQueries({ queryKey: options.queryKey });`,
      `client.setQueryData(options.queryKey, value);`,
    ].join("\n");
    expect(await problems("src/client/features/generator/api/x.ts", code)).toEqual([
      "no-restricted-syntax@2",
      "no-restricted-syntax@3",
    ]);
  });
});
