// The full schema, as drizzle needs it in one object for typed queries and migrations.
export * from "./audios";
export * from "./logos";
export * from "./auth";
export * from "./credits";
export * from "./misc";
export * from "./limits";
export * from "./publish";
export * from "./developers";
export * from "./batches";
export * from "./pronunciations";
export * from "./sites";
export * from "./invoices";
export * from "./workspaces";
export * from "./library-versions";
