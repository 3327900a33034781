import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BatchPreview, BatchPreviewRow } from "../../../../shared/batches/batch-schemas";
import { renderPage } from "../../../../test/client/render";
import { BatchPreviewTable } from "./batch-preview-table";

const row = (n: number, patch: Partial<BatchPreviewRow> = {}): BatchPreviewRow => ({
  row: n,
  productLink: `https://shop.example/p/${n}`,
  specifications: null,
  language: "en",
  voice: "alloy",
  temperature: 0.7,
  title: null,
  problems: [],
  ...patch,
});

function show(preview: BatchPreview, props: { review?: boolean; starting?: boolean } = {}) {
  const onStart = vi.fn();
  const onBack = vi.fn();
  const view = renderPage(
    <BatchPreviewTable
      preview={preview}
      review={props.review ?? false}
      starting={props.starting ?? false}
      onStart={onStart}
      onBack={onBack}
    />,
  );
  return { ...view, onStart, onBack };
}

describe("BatchPreviewTable", () => {
  it("shows each row as read, its problems, and what Start would queue", async () => {
    const preview: BatchPreview = {
      rows: [
        row(2, { title: "Oak board", language: "fr" }),
        row(3, { productLink: null, specifications: "Linen apron with two deep pockets" }),
        row(4, { language: "tlh", problems: ["The language “tlh” is not one we speak."] }),
      ],
      fileProblems: [],
      valid: 2,
      creditsNeeded: 2,
      balance: 10,
    };
    const { user, onStart, onBack } = show(preview, { review: true });
    const rows = screen.getAllByTestId("batch-preview-row");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Oak board");
    expect(rows[0]).toHaveTextContent("French");
    expect(rows[1]).toHaveTextContent("Linen apron with two deep pockets");
    expect(within(rows[2]!).getByText("The language “tlh” is not one we speak.")).toBeInTheDocument();
    // The invalid value as given, not the default "English" (issue 25).
    expect(within(rows[2]!).getByText("tlh", { exact: true })).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent("English");
    expect(within(rows[0]!).getByText("Ready")).toBeInTheDocument();
    expect(screen.getByTestId("batch-preview-summary")).toHaveTextContent(
      "2 of 3 rows ready (1 with problems will be left out) · 2 credits needed · you have 10. Scripts are written first, for you to review.",
    );
    expect(screen.queryByRole("link", { name: "buy credits" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Start (2 items)" }));
    expect(onStart).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Change the input" }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("warns how many items would stop for want of credits, with a link to buy more", () => {
    show({ rows: [row(2), row(3), row(4)], fileProblems: [], valid: 3, creditsNeeded: 3, balance: 1 });
    expect(screen.getByText(/2 items would stop with “insufficient credits”/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "buy credits" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByTestId("batch-preview-summary")).toHaveTextContent("3 credits needed · you have 1.");
  });

  it("names the file's problems and cannot start with nothing valid", () => {
    show({ rows: [], fileProblems: ["The file is empty."], valid: 0, creditsNeeded: 0, balance: 5 });
    expect(screen.getByRole("alert")).toHaveTextContent("The file is empty.");
    expect(screen.getByRole("button", { name: "Start (0 items)" })).toBeDisabled();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says Starting… and blocks a second start while the batch is created", () => {
    show({ rows: [row(2)], fileProblems: [], valid: 1, creditsNeeded: 1, balance: 1 }, { starting: true });
    expect(screen.getByRole("button", { name: "Starting…" })).toBeDisabled();
    expect(screen.getByTestId("batch-preview-summary")).toHaveTextContent("1 of 1 rows ready · 1 credit needed");
  });
});
