import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BatchView } from "../../../../shared/batches/batch-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { batchQueryOptions } from "../api/get-batch";
import { BatchProgress } from "./batch-progress";

const ID = "0b4c6a8e-2f5d-4d7a-9c1e-6b8f0a2d4e6c";
const batch = (patch: Partial<BatchView> = {}): BatchView => ({
  id: ID,
  status: "running",
  review: false,
  publish: false,
  source: "csv",
  total: 8,
  done: 3,
  failed: 1,
  cancelled: 0,
  scripted: 0,
  etaSeconds: 240,
  createdAt: "2026-11-25T10:00:00.000Z",
  finishedAt: null,
  items: [],
  ...patch,
});

describe("BatchProgress", () => {
  it("shows the share settled as a bar and a percentage, with the counts and the time left", () => {
    renderPage(<BatchProgress batch={batch()} />);
    expect(screen.getByRole("heading", { name: "Running" })).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Batch progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByTestId("batch-percent")).toHaveTextContent("50 %");
    expect(screen.getByTestId("batch-counts")).toHaveTextContent("3 made · 1 failed · 8 in all · about 4 min left");
    // Running: cancel and retry; a ZIP of what is made so far.
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Retry failed" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Download ZIP" })).toHaveAttribute("href", `/api/batches/${ID}/archive`);
  });

  it("offers only the ZIP and Publish all once finished without failures", () => {
    renderPage(<BatchProgress batch={batch({ status: "done", done: 8, failed: 0, etaSeconds: null })} />);
    expect(screen.getByRole("heading", { name: "Finished" })).toBeInTheDocument();
    expect(screen.getByTestId("batch-percent")).toHaveTextContent("100 %");
    expect(screen.getByTestId("batch-counts")).toHaveTextContent("8 made · 0 failed · 8 in all");
    expect(screen.getAllByRole("button").map((b) => b.textContent?.trim())).toEqual(["Publish all"]);
    expect(screen.getByRole("link", { name: "Download ZIP" })).toBeInTheDocument();
  });

  it("cancels with POST …/cancel, shows the answer and confirms it", async () => {
    const api = stubFetch({
      [`POST /api/batches/${ID}/cancel`]: () => batch({ status: "cancelled", cancelled: 4, etaSeconds: null }),
      "GET /api/credits": () => ({ credits: 9 }),
    });
    const { user, queryClient } = renderPage(<BatchProgress batch={batch()} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Batch cancelled.")).toBeInTheDocument();
    expect(api.sent(`POST /api/batches/${ID}/cancel`)).toHaveLength(1);
    // The answer replaces the cached batch the page shows.
    expect(queryClient.getQueryData(batchQueryOptions(ID).queryKey)?.status).toBe("cancelled");
  });

  it("speaks every reviewed script with POST …/speak, and shows a refusal as is", async () => {
    stubFetch({ [`POST /api/batches/${ID}/speak`]: () => apiError(409, "This batch is already being spoken.") });
    const { user } = renderPage(
      <BatchProgress batch={batch({ status: "review", review: true, done: 0, failed: 0, scripted: 6 })} />,
    );
    expect(screen.getByRole("heading", { name: "Scripts ready for review" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Speak all (6)" }));
    expect(await screen.findByText("This batch is already being spoken.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Speak all (6)" })).toBeEnabled();
  });
});
