import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for the part of the Stripe API ShelfTalk uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id), so the real SDK
 * runs over real HTTP in tests and no request ever leaves the machine.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = { [key: string]: FormValue };

export type RecordedStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects and arrays (`a[0][b]=1` → { a: [{ b: "1" }] }). */
  form: FormBody;
};

export type FakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  /** Expanded (retrieve with expand[]=invoice) once paid, when created with invoice_creation[enabled]. */
  invoice?: { id: string; object: "invoice"; number: string; hosted_invoice_url: string } | null;
  customer_details?: {
    name: string | null;
    email: string | null;
    address: {
      line1: string | null;
      line2: string | null;
      postal_code: string | null;
      city: string | null;
      state: string | null;
      country: string | null;
    } | null;
    tax_ids: Array<{ type: string; value: string }>;
  } | null;
};

/** What the payer typed into the fake's checkout (name, address, tax id). */
export type FakePayer = NonNullable<FakeCheckoutSession["customer_details"]>;

export type FakeStripeServer = {
  host: string;
  port: number;
  apiKey: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** The payer completed the checkout: status complete, payment_status paid (and an invoice, if asked for). */
  pay(id: string, payer?: FakePayer): FakeCheckoutSession;
  expire(id: string): FakeCheckoutSession;
  /** The next `times` API calls answer with this status and a Stripe error body. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

/** A checkout.session.* event as Stripe delivers it, ready to sign with generateTestHeaderString. */
export function checkoutEventPayload(type: string, session: FakeCheckoutSession): string {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
}

export function parseForm(raw: string): FormBody {
  const root: FormBody = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

export async function startFakeStripeServer(options: { apiKey?: string } = {}): Promise<FakeStripeServer> {
  const apiKey = options.apiKey ?? "sk_test_shelftalk_fake";
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const failures: number[] = [];
  const invoicing = new Set<string>();
  let invoiceSeq = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendError(res, 500, "fake server error", "api_error"));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const form = parseForm(Buffer.concat(chunks).toString("utf8"));
    requests.push({ method: req.method ?? "GET", path, headers: req.headers, form });

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(res, 401, "Invalid API Key provided.", "invalid_request_error");
    }
    const failure = failures.shift();
    if (failure !== undefined) return sendError(res, failure, "Injected failure", "api_error");

    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      return sendJson(res, 200, createSession(form, `http://${fake.host}:${fake.port}`));
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && match) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ""));
      if (!session) return sendError(res, 404, "No such checkout.session", "invalid_request_error", "resource_missing");
      return sendJson(res, 200, session);
    }
    return sendError(res, 404, `Unrecognized request URL (${req.method} ${path}).`, "invalid_request_error");
  }

  function createSession(form: FormBody, origin: string): FakeCheckoutSession {
    const items = Array.isArray(form.line_items) ? form.line_items : [];
    const amount = items.reduce<number>((sum, item) => {
      const line = item as { quantity?: string; price_data?: { unit_amount?: string } };
      return sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1);
    }, 0);
    const first = items[0] as { price_data?: { currency?: string } } | undefined;
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: typeof form.mode === "string" ? form.mode : "payment",
      url: `${origin}/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: first?.price_data?.currency ?? "usd",
      client_reference_id: typeof form.client_reference_id === "string" ? form.client_reference_id : null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      success_url: typeof form.success_url === "string" ? form.success_url : "",
      cancel_url: typeof form.cancel_url === "string" ? form.cancel_url : "",
    };
    sessions.set(id, session);
    const invoiceCreation = form.invoice_creation as { enabled?: string } | undefined;
    if (invoiceCreation?.enabled === "true") invoicing.add(id);
    return session;
  }

  function update(id: string, change: Partial<FakeCheckoutSession>): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake stripe: no session ${id}`);
    Object.assign(session, change);
    return session;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripeServer = {
    host: "127.0.0.1",
    port,
    apiKey,
    requests,
    sessions,
    pay: (id, payer) => {
      const invoice = invoicing.has(id)
        ? {
            id: `in_test_${(invoiceSeq += 1)}`,
            object: "invoice" as const,
            number: `FAKE-${String(invoiceSeq).padStart(4, "0")}`,
            hosted_invoice_url: `http://${fake.host}:${fake.port}/invoices/in_test_${invoiceSeq}`,
          }
        : null;
      return update(id, {
        status: "complete",
        payment_status: "paid",
        url: null,
        invoice,
        customer_details: payer ?? null,
      });
    },
    expire: (id) => update(id, { status: "expired", url: null }),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "request-id": `req_${randomBytes(8).toString("hex")}`,
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, type: string, code?: string): void {
  sendJson(res, status, { error: { message, type, ...(code ? { code } : {}) } });
}
