import path from "node:path";

/** Where the e2e server listens and keeps its data (wiped at each run). */
export const E2E_PORT = 3210;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(".data-e2e");
