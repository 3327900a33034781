// The e2e suite's loopback shop: hand-written product pages on a fixed port that the
// e2e server may fetch (FETCH_ALLOW_HOSTS). Started by playwright.config.ts.
import { startProductPageServer } from "../../src/test/fixtures/product-pages";
import { PRODUCT_SERVER_PORT } from "./e2e-env";

const server = await startProductPageServer(PRODUCT_SERVER_PORT);
process.stdout.write(`product pages on ${server.origin}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
