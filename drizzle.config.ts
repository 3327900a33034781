import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from the schema (npm run db:generate);
// the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
