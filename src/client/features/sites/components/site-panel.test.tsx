// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteProductView, SiteReviewView, SiteSyncView, SiteView } from "../../../../shared/sites/site-schemas";
import { SitePanel } from "./site-panel";

const SITE_ID = "6f0c1a52-9a3b-4f7e-8d4e-3c1b2a9f0e11";
const APP = "https://app.example";

const site = (verified: boolean): SiteView => ({
  id: SITE_ID,
  origin: "https://shop.example",
  verified,
  verification: {
    token: "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
    metaTag: '<meta name="shelftalk-site-verification" content="tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG">',
    filePath: "/.well-known/shelftalk-site-verification.txt",
  },
  sourceUrl: "https://shop.example/sitemap.xml",
  language: "en",
  voice: "alloy",
  length: "standard",
  tone: "friendly",
  evergreen: false,
  policy: { new: "auto", changed: "review", removed: "unpublish", stale: "withhold" },
  syncIntervalHours: 24,
  playerSelector: null,
  lastSync: null,
  createdAt: "2026-11-25T10:00:00.000Z",
});

const SYNC: SiteSyncView = {
  id: "0b4c1a52-9a3b-4f7e-8d4e-3c1b2a9f0e11",
  status: "done",
  trigger: "manual",
  counts: { checked: 3, new: 1, changed: 1, unchanged: 1, removed: 0, failed: 1, credits_spent: 1 },
  total: 3,
  error: null,
  startedAt: "2026-11-25T10:00:00.000Z",
  finishedAt: "2026-11-25T10:01:00.000Z",
};

const product = (n: number, status: SiteProductView["status"], error: string | null = null): SiteProductView => ({
  id: `1b4c1a52-9a3b-4f7e-8d4e-3c1b2a9f0e1${n}`,
  url: `https://shop.example/p/${n}`,
  name: `Product ${n}`,
  status,
  audioId: null,
  publicId: null,
  stale: status === "stale",
  error,
  lastCheckedAt: null,
});

const REVIEWS: SiteReviewView[] = [
  {
    id: "2b4c1a52-9a3b-4f7e-8d4e-3c1b2a9f0e11",
    url: "https://shop.example/p/2",
    kind: "changed",
    oldScript: "Oak board, only $39.",
    newScript: "Oak board, only $45.",
    changes: [{ field: "price", old: "$39", new: "$45" }],
    createdAt: "2026-11-25T10:01:00.000Z",
  },
  {
    id: "3b4c1a52-9a3b-4f7e-8d4e-3c1b2a9f0e11",
    url: "https://shop.example/p/4",
    kind: "new",
    oldScript: null,
    newScript: "A new ash board.",
    changes: [],
    createdAt: "2026-11-25T10:01:00.000Z",
  },
];

/** A fetch answering the site routes like the server, recording each request. */
function fakeServer(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url}`;
      calls.push(key);
      if (!(key in answers))
        return Promise.resolve(Response.json({ error: "Not found.", code: "not_found" }, { status: 404 }));
      const answer = answers[key];
      if (answer instanceof Response) return Promise.resolve(answer);
      return Promise.resolve(Response.json(answer));
    }),
  );
  return calls;
}

function renderPanel(view: SiteView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SitePanel site={view} appUrl={APP} />
    </QueryClientProvider>,
  );
}

const base = `/api/sites/${SITE_ID}`;

/** jsdom has no ResizeObserver; Radix's switch only measures itself with it. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SitePanel", () => {
  it("an unverified shop shows how to verify, the snippet, and Verify calls the server", async () => {
    const calls = fakeServer({ [`POST ${base}/verify`]: { verified: true }, "GET /api/sites": [site(true)] });
    renderPanel(site(false));
    expect(screen.getByText("Not verified")).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>("site-meta-tag").value).toContain(
      'name="shelftalk-site-verification"',
    );
    expect(screen.getByText(/\/\.well-known\/shelftalk-site-verification\.txt/)).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>("site-snippet").value).toBe(
      `<script src="${APP}/embed/site.js" data-site="${SITE_ID}" async></script>`,
    );
    expect(screen.getByTestId<HTMLTextAreaElement>("site-slot").value).toBe(
      '<div data-shelftalk-player style="min-height:200px"></div>',
    );
    // Issue 25: the shop's accent colour rides on the script tag for every player it mounts.
    fireEvent.input(screen.getByLabelText("Player accent colour (optional)"), { target: { value: "#1e3a8a" } });
    expect(screen.getByTestId<HTMLTextAreaElement>("site-snippet").value).toBe(
      `<script src="${APP}/embed/site.js" data-site="${SITE_ID}" data-accent="#1e3a8a" async></script>`,
    );
    expect(screen.getByText("Shopify")).toBeTruthy();
    expect(screen.getByText("WooCommerce / WordPress")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Sync now/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(calls).toContain(`POST ${base}/verify`));
  });

  it("a verified shop lists products with their status, the last sync's counts, history and the review queue", async () => {
    const calls = fakeServer({
      [`GET ${base}/products`]: [
        product(1, "live"),
        product(2, "changed"),
        product(3, "failed", "The page answered 500."),
      ],
      [`GET ${base}/reviews`]: REVIEWS,
      [`GET ${base}/syncs`]: [SYNC],
      [`POST ${base}/sync`]: { syncId: SYNC.id },
      [`POST ${base}/reviews/${REVIEWS[0]?.id}/approve`]: { id: REVIEWS[0]?.id, status: "approved", audioId: null },
      [`POST ${base}/reviews/reject-all`]: [],
    });
    renderPanel(site(true));
    const rows = await screen.findAllByTestId("site-product");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Product 1Live",
      "Product 2Changed – awaiting review",
      "Product 3FailedThe page answered 500.",
    ]);
    expect(screen.getByTestId("site-last-sync").textContent).toBe(
      "Last sync (done): 3 checked · 1 new · 1 changed · 1 unchanged · 0 removed · 1 failed · 1 credits spent",
    );
    expect(within(screen.getByRole("list", { name: "Sync history" })).getAllByRole("listitem")).toHaveLength(1);

    const reviews = screen.getAllByTestId("site-review");
    expect(reviews).toHaveLength(2);
    expect(reviews[0]?.textContent).toContain("price: $39 → $45");
    expect(reviews[0]?.textContent).toContain("Oak board, only $39.");
    expect(reviews[0]?.textContent).toContain("Oak board, only $45.");

    const user = userEvent.setup();
    await user.click(within(reviews[0]!).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(calls).toContain(`POST ${base}/reviews/${REVIEWS[0]?.id}/approve`));
    await user.click(screen.getByRole("button", { name: "Reject all" }));
    await waitFor(() => expect(calls).toContain(`POST ${base}/reviews/reject-all`));
    await user.click(screen.getByRole("button", { name: "Sync now" }));
    await waitFor(() => expect(calls).toContain(`POST ${base}/sync`));
  });

  it("saves the settings and policies as one PATCH", async () => {
    const sent: unknown[] = [];
    fakeServer({});
    const stub = vi.mocked(fetch);
    stub.mockImplementation((url, init = {}) => {
      if (init.method === "PATCH") sent.push(JSON.parse(init.body as string));
      return Promise.resolve(Response.json(url === base ? site(true) : []));
    });
    renderPanel(site(true));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("A product whose spoken facts changed"), "auto");
    await user.click(screen.getByRole("switch", { name: /Evergreen scripts/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      sourceUrl: "https://shop.example/sitemap.xml",
      evergreen: true,
      policy: { new: "auto", changed: "auto", removed: "unpublish", stale: "withhold" },
      playerSelector: null,
    });
  });
});
