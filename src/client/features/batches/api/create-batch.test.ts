import { describe, expect, it } from "vitest";
import type { BatchPreviewRow } from "../../../../shared/batches/batch-schemas";
import { stubFetch } from "../../../../test/client/fetch-stub";
import { createBatch } from "./create-batch";

const ROW: BatchPreviewRow = {
  row: 2,
  productLink: "https://shop.example/p/1",
  specifications: null,
  language: "en",
  voice: "alloy",
  temperature: 0.7,
  title: null,
  problems: [],
};

describe("createBatch", () => {
  it("sends the batch's length and tone with its rows (decision 124)", async () => {
    const api = stubFetch({ "POST /api/batches": () => ({ id: "b1" }) });
    await expect(createBatch([ROW], { review: true, length: "long", tone: "playful" })).resolves.toEqual({ id: "b1" });
    expect(api.sent("POST /api/batches")[0]?.body).toEqual({
      items: [{ productLink: "https://shop.example/p/1", language: "en", voice: "alloy", temperature: 0.7 }],
      review: true,
      publish: false,
      length: "long",
      tone: "playful",
    });
  });

  it("leaves them out when none was chosen: the writer's defaults, as before", async () => {
    const api = stubFetch({ "POST /api/batches": () => ({ id: "b2" }) });
    await createBatch([ROW], { review: false, publish: true });
    expect(api.sent("POST /api/batches")[0]?.body).toEqual({
      items: [{ productLink: "https://shop.example/p/1", language: "en", voice: "alloy", temperature: 0.7 }],
      review: false,
      publish: true,
    });
  });
});
