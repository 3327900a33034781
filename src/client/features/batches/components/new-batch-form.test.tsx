import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BatchPreview } from "../../../../shared/batches/batch-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { NewBatchForm } from "./new-batch-form";

const PREVIEW: BatchPreview = { rows: [], fileProblems: [], valid: 0, creditsNeeded: 0, balance: 3 };

describe("NewBatchForm", () => {
  it("uploads the chosen CSV file as multipart and hands the preview on, with the review choice", async () => {
    const api = stubFetch({ "POST /api/batches/preview": () => PREVIEW });
    const onPreview = vi.fn();
    const { user } = renderPage(<NewBatchForm onPreview={onPreview} />);
    expect(screen.getByRole("button", { name: "Upload a CSV" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "Download the template" })).toHaveAttribute(
      "href",
      "/api/batches/template.csv",
    );
    const file = new File(["product_link\nhttps://shop.example/p/1\n"], "products.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("CSV file"), file);
    await user.click(screen.getByRole("switch", { name: "Review the scripts before they are spoken" }));
    await user.click(screen.getByRole("button", { name: "Preview" }));

    await vi.waitFor(() =>
      expect(onPreview).toHaveBeenCalledWith(PREVIEW, {
        review: true,
        publish: false,
        length: "standard",
        tone: "friendly",
      }),
    );
    const [sent] = api.sent("POST /api/batches/preview");
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect((form.get("file") as File).name).toBe("products.csv");
    // The preview itself never starts anything: review is decided at Start.
    expect(form.get("review")).toBe("false");
  });

  it("sends pasted links as JSON", async () => {
    const api = stubFetch({ "POST /api/batches/preview": () => PREVIEW });
    const onPreview = vi.fn();
    const { user } = renderPage(<NewBatchForm onPreview={onPreview} />);
    await user.click(screen.getByRole("button", { name: "Paste links" }));
    await user.type(screen.getByLabelText("Product links, one per line"), "shop.example/p/1{Enter}shop.example/p/2");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await vi.waitFor(() =>
      expect(onPreview).toHaveBeenCalledWith(PREVIEW, {
        review: false,
        publish: false,
        length: "standard",
        tone: "friendly",
      }),
    );
    expect(api.sent("POST /api/batches/preview")[0]?.body).toEqual({
      links: "shop.example/p/1\nshop.example/p/2",
      review: false,
    });
  });

  it("offers the generator's length and tone, and hands the choice on (the preview reads only the products)", async () => {
    const api = stubFetch({ "POST /api/batches/preview": () => PREVIEW });
    const onPreview = vi.fn();
    const { user } = renderPage(<NewBatchForm onPreview={onPreview} />);
    const length = screen.getByRole("combobox", { name: "Length" });
    const tone = screen.getByRole("combobox", { name: "Tone" });
    // The generator's own defaults and words.
    expect(length).toHaveValue("standard");
    expect(tone).toHaveValue("friendly");
    expect(screen.getByRole("option", { name: "Long (~60 s)" })).toBeInTheDocument();
    expect(
      screen.getByText("Every script of this batch is written at this length and in this tone."),
    ).toBeInTheDocument();
    await user.selectOptions(length, "long");
    await user.selectOptions(tone, "luxurious");
    await user.click(screen.getByRole("button", { name: "Paste links" }));
    await user.type(screen.getByLabelText("Product links, one per line"), "shop.example/p/1");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await vi.waitFor(() =>
      expect(onPreview).toHaveBeenCalledWith(PREVIEW, {
        review: false,
        publish: false,
        length: "long",
        tone: "luxurious",
      }),
    );
    expect(api.sent("POST /api/batches/preview")[0]?.body).toEqual({ links: "shop.example/p/1", review: false });
  });

  it("asks for the input before sending anything, in the words of each kind", async () => {
    const api = stubFetch({});
    const { user } = renderPage(<NewBatchForm onPreview={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Choose a CSV file first.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Feed or sitemap" }));
    await user.type(screen.getByLabelText("Feed, sitemap or Shopify products.json link"), "   ");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Enter a link first.")).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("shows why a feed could not be read, and stays on the form", async () => {
    stubFetch({ "POST /api/batches/preview": () => apiError(422, "We couldn't read that feed.") });
    const onPreview = vi.fn();
    const { user } = renderPage(<NewBatchForm onPreview={onPreview} />);
    await user.click(screen.getByRole("button", { name: "Feed or sitemap" }));
    await user.type(
      screen.getByLabelText("Feed, sitemap or Shopify products.json link"),
      " https://shop.example/products.json ",
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("We couldn't read that feed.")).toBeInTheDocument();
    expect(onPreview).not.toHaveBeenCalled();
  });
});
