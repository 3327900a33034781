import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BatchItemView, BatchView } from "../../../../shared/batches/batch-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { batchQueryOptions } from "../api/get-batch";
import { BatchItemsTable } from "./batch-items-table";

const BATCH = "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b";
const item = (row: number, patch: Partial<BatchItemView>): BatchItemView => ({
  id: `00000000-0000-4000-8000-00000000000${row}`,
  row,
  productLink: `https://shop.example/p/${row}`,
  title: null,
  language: "en",
  voice: "alloy",
  status: "queued",
  ...patch,
});
const batch = (status: BatchView["status"], items: BatchItemView[]): BatchView => ({
  id: BATCH,
  status,
  review: status === "review",
  publish: false,
  source: "links",
  total: items.length,
  done: items.filter((i) => i.status === "done").length,
  failed: items.filter((i) => i.status === "failed").length,
  cancelled: 0,
  scripted: items.filter((i) => i.status === "scripted").length,
  etaSeconds: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  finishedAt: null,
  items,
});

describe("BatchItemsTable", () => {
  it("shows each item's status, why it failed, and where a made audio is", () => {
    renderPage(
      <BatchItemsTable
        batch={batch("running", [
          item(2, { status: "done", title: "Oak board" }),
          item(3, { status: "failed", error: "The page could not be reached." }),
          item(4, { status: "speaking", productLink: null }),
        ])}
      />,
    );
    const [done, failed, speaking] = screen.getAllByTestId("batch-item-row") as [HTMLElement, HTMLElement, HTMLElement];
    expect(done).toHaveTextContent("Oak board");
    expect(within(done).getByText("Done")).toBeInTheDocument();
    expect(within(done).getByRole("link", { name: "In My Audios" })).toHaveAttribute("href", "/my-audios");
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(failed).toHaveTextContent("The page could not be reached.");
    expect(speaking).toHaveTextContent("From details");
    expect(within(speaking).getByText("Speaking")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("in review, saves an edited script with PATCH on that item, only once it changed", async () => {
    const scripted = item(2, { status: "scripted", script: "An oak board." });
    const api = stubFetch({
      [`PATCH /api/batches/${BATCH}/items/${scripted.id}`]: (request) =>
        batch("review", [{ ...scripted, script: (request.body as { script: string }).script }]),
    });
    const { user, queryClient } = renderPage(<BatchItemsTable batch={batch("review", [scripted])} />);
    const save = screen.getByRole("button", { name: "Save script" });
    expect(save).toBeDisabled();
    const field = screen.getByLabelText("Script of row 2");
    await user.click(field);
    await user.paste(" Oiled by hand.");
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText("Script saved.")).toBeInTheDocument();
    expect(api.sent(`PATCH /api/batches/${BATCH}/items/${scripted.id}`).map((r) => r.body)).toEqual([
      { script: "An oak board. Oiled by hand." },
    ]);
    expect(queryClient.getQueryData(batchQueryOptions(BATCH).queryKey)?.items[0]?.script).toBe(
      "An oak board. Oiled by hand.",
    );
  });

  it("shows why a script could not be saved", async () => {
    const scripted = item(2, { status: "scripted", script: "An oak board." });
    stubFetch({
      [`PATCH /api/batches/${BATCH}/items/${scripted.id}`]: () => apiError(400, "The script cannot be empty."),
    });
    const { user } = renderPage(<BatchItemsTable batch={batch("review", [scripted])} />);
    await user.clear(screen.getByLabelText("Script of row 2"));
    await user.click(screen.getByRole("button", { name: "Save script" }));
    expect(await screen.findByText("The script cannot be empty.")).toBeInTheDocument();
  });
});
