import path from "node:path";

// Ports can be moved (E2E_PORT, E2E_PRODUCT_PORT) so two checkouts can run the suite side by side.
// A test harness setting, not app configuration.
const env = process.env;

/** Where the e2e server listens and keeps its data (wiped at each run). */
export const E2E_PORT = Number(env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(".data-e2e");

/** The loopback product-page server the e2e server is allowed to fetch. */
export const PRODUCT_SERVER_PORT = Number(env.E2E_PRODUCT_PORT ?? 3299);
export const PRODUCT_SERVER_ORIGIN = `http://127.0.0.1:${PRODUCT_SERVER_PORT}`;

/** A shop page on another loopback origin that pastes a published audio's embed code (e2e/publish.spec.ts). */
export const SHOP_PAGE_PORT = Number(env.E2E_SHOP_PORT ?? PRODUCT_SERVER_PORT - 1);
export const SHOP_PAGE_ORIGIN = `http://127.0.0.1:${SHOP_PAGE_PORT}`;

/** A connected shop on yet another loopback origin: sitemap, product pages and the one script tag (e2e/shop.spec.ts). */
export const SITE_SHOP_PORT = Number(env.E2E_SITE_SHOP_PORT ?? PRODUCT_SERVER_PORT - 2);
export const SITE_SHOP_ORIGIN = `http://127.0.0.1:${SITE_SHOP_PORT}`;
