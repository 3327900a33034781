import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import { createApiKeyFor } from "../../../test/api-kit";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { appRoot } from "../../lib/app-root";
import { createV1App, V1_OPENAPI_PATH } from "./v1-app";

/** The typed client a developer writes from the README: openapi-fetch over the generated types. */
const CLIENT_SOURCE = `import createClient from "openapi-fetch";
import type { paths } from "./shelftalk-api.js";

export async function makeAudio(baseUrl: string, key: string, fetchImpl: typeof fetch) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${key}\` }, fetch: fetchImpl });
  const script = await client.POST("/scripts", {
    body: { specifications: "A stoneware teapot, 1 litre, with a bamboo handle.", language: "en" },
  });
  if (!script.data) throw new Error(\`script failed: \${JSON.stringify(script.error)}\`);
  const draftId: string = script.data.draftId;
  const made = await client.POST("/audios", {
    params: { header: { "idempotency-key": "client-test-1" } },
    body: { draftId, text: script.data.script, voice: "nova" },
  });
  if (!made.data) throw new Error(\`audio failed: \${JSON.stringify(made.error)}\`);
  const credits = await client.GET("/credits");
  const listed = await client.GET("/audios", { params: { query: { limit: 10 } } });
  const one = await client.GET("/audios/{id}", { params: { path: { id: made.data.audio.id } } });
  return {
    audioId: made.data.audio.id,
    remaining: made.data.remaining_credits,
    credits: credits.data?.credits,
    listed: listed.data?.data.map((audio) => audio.id) ?? [],
    downloadUrl: one.data?.download_url,
  };
}
`;

describe(`OpenAPI document and generated client (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  let spec: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };
  const outDir = path.join(appRoot(), "node_modules", ".cache", `shelftalk-api-client-${process.pid}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
    const res = await app.request(`http://localhost:3000/api/v1${V1_OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    spec = (await res.json()) as typeof spec;
  });
  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    await deps.speech.close?.();
    await database.drop();
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(spec.openapi).toBe("3.1.0");
    const result = await new Validator().validate(spec);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every /api/v1 route the app serves, with its method", () => {
    const v1 = createV1App({
      ...deps,
      db: deps.database.db,
      appUrl: "",
      fetchOptions: {},
      rateLimitDisabled: true,
    });
    const served = v1.routes
      .filter((route) => route.method !== "ALL" && route.path !== V1_OPENAPI_PATH)
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = Object.entries(spec.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${p}`));
    expect(served.length).toBeGreaterThanOrEqual(15);
    // Equal both ways: nothing served undocumented, nothing documented unserved.
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(new Set(documented)).toEqual(new Set(served));
    // The webhook endpoints joined the API under /webhooks (issue 22), the alias /api/webhooks kept.
    expect(documented.filter((route) => route.includes(" /webhooks")).sort()).toEqual([
      "delete /webhooks/{id}",
      "get /webhooks",
      "get /webhooks/{id}/deliveries",
      "post /webhooks",
      "post /webhooks/{id}/deliveries/{deliveryId}/resend",
      "post /webhooks/{id}/rotate-secret",
    ]);
    // A key is required everywhere but the document itself.
    expect(spec.security).toEqual([{ ApiKey: [] }]);
  });

  it("generates a TypeScript client that compiles strictly and makes an audio", async () => {
    // As the README says: defaulted request fields stay optional for the caller.
    const types = astToString(await openapiTS(spec as never, { defaultNonNullable: false }));
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, "shelftalk-api.d.ts"), types);
    writeFileSync(path.join(outDir, "client.ts"), CLIENT_SOURCE);
    const program = ts.createProgram([path.join(outDir, "client.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);

    const seller = await signUpConfirmed(app, mail, "client@example.com");
    const { key } = await createApiKeyFor(seller);
    const client = (await import(/* @vite-ignore */ path.join(outDir, "client.ts"))) as {
      makeAudio(baseUrl: string, key: string, fetchImpl: typeof fetch): Promise<Record<string, unknown>>;
    };
    const appFetch = ((input: Request) => app.fetch(input)) as unknown as typeof fetch;
    const result = await client.makeAudio("http://localhost:3000/api/v1", key, appFetch);
    expect(result).toMatchObject({ remaining: 0, credits: 0 });
    expect(result.listed).toEqual([result.audioId]);
    expect(String(result.downloadUrl)).toContain(`/api/v1/audios/${String(result.audioId)}/file?download=1`);
  });
});
