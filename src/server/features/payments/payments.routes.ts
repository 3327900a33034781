import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  CheckoutSessionIdSchema,
  CreateCheckoutInputSchema,
  VerifyPaymentInputSchema,
} from "../../../shared/payments/payment-schemas";
import { BillingDetailsInputSchema } from "../../../shared/payments/billing-schemas";
import { requireUser } from "../../auth/session-middleware";
import { actingWorkspace } from "../../auth/workspace-access";
import type { AppDeps } from "../../deps";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse-body";
import { localeOfRequester } from "../account/account-locale";
import { getBillingDetails, saveBillingDetails } from "./billing.service";
import { issuerLines, renderInvoiceHtml } from "./invoice-html";
import { ownInvoice } from "./invoices.service";
import type { PaymentsDeps } from "./payments-deps";
import {
  CheckoutRateLimitedError,
  handleWebhook,
  listPurchases,
  paymentsStatus,
  startCheckout,
  verifyCheckout,
} from "./payments.service";
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from "./test-checkout.service";

const InvoiceNumberSchema = z.coerce
  .number({ error: "That invoice number is not valid." })
  .int("That invoice number is not valid.")
  .positive("That invoice number is not valid.")
  .max(2_147_483_647, "That invoice number is not valid.");

/** /api/payments: checkout, verification, history, the Stripe webhook and the built-in test checkout. */
export function paymentsRoutes(deps: AppDeps) {
  const payments: PaymentsDeps = {
    db: deps.database.db,
    payments: deps.payments,
    logger: deps.logger,
    appUrl: deps.config.appUrl,
    rateLimitDisabled: deps.config.RATE_LIMIT_DISABLED,
    mail: deps.mail,
    invoiceIssuer: deps.config.INVOICE_ISSUER,
  };
  // Billing is the owners' (decision 085).
  const signedIn = requireUser(deps.auth, undefined, "owner");
  const sessionParam = (c: Context<AppEnv>) => CheckoutSessionIdSchema.parse(c.req.param("id"));

  return (
    new Hono<AppEnv>()
      /** Public: the pricing page says when purchases are unavailable. */
      .get("/status", (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json(paymentsStatus(payments));
      })
      .post("/checkout", signedIn, async (c) => {
        const { packId } = await parseJsonBody(c, CreateCheckoutInputSchema);
        try {
          return c.json(await startCheckout(payments, actingWorkspace(c), packId, c.get("user").id));
        } catch (err) {
          if (err instanceof CheckoutRateLimitedError) c.header("Retry-After", String(err.retryAfterSeconds));
          throw err;
        }
      })
      .post("/verify", signedIn, async (c) => {
        const { sessionId } = await parseJsonBody(c, VerifyPaymentInputSchema);
        c.header("Cache-Control", "no-store");
        return c.json(await verifyCheckout(payments, actingWorkspace(c), sessionId));
      })
      .get("/history", signedIn, async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ purchases: await listPurchases(payments, actingWorkspace(c)) });
      })
      .get("/billing-details", signedIn, async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await getBillingDetails(payments.db, actingWorkspace(c)));
      })
      .put("/billing-details", signedIn, async (c) => {
        const input = await parseJsonBody(c, BillingDetailsInputSchema);
        return c.json(await saveBillingDetails(payments.db, actingWorkspace(c), input));
      })
      /** The seller's own invoice as a printable page; ?download=1 saves it as a file. */
      .get("/invoices/:number", signedIn, async (c) => {
        const number = InvoiceNumberSchema.parse(c.req.param("number"));
        const invoice = await ownInvoice(payments.db, actingWorkspace(c), number);
        c.header("Cache-Control", "private, no-store");
        if (c.req.query("download") === "1") {
          c.header("Content-Disposition", `attachment; filename="shelftalk-invoice-${invoice.number}.html"`);
        }
        // In the reader's language: their account's setting, else their browser's (decision 138).
        const locale = await localeOfRequester(payments.db, c.get("user").id, c.req.header("accept-language"));
        return c.html(renderInvoiceHtml(invoice, issuerLines(payments.invoiceIssuer), locale));
      })
      // Stripe signs the exact bytes it sent, so the body is read raw, never parsed first.
      .post("/webhook", async (c) => {
        const payload = new Uint8Array(await c.req.arrayBuffer());
        return c.json(await handleWebhook(payments, payload, c.req.header("stripe-signature")));
      })
      .get("/test-checkout/:id", signedIn, async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await getTestCheckout(payments, actingWorkspace(c), sessionParam(c)));
      })
      .post("/test-checkout/:id/pay", signedIn, async (c) =>
        c.json(await payTestCheckout(payments, actingWorkspace(c), sessionParam(c))),
      )
      .post("/test-checkout/:id/cancel", signedIn, async (c) =>
        c.json(await cancelTestCheckout(payments, actingWorkspace(c), sessionParam(c))),
      )
  );
}
