import { describe, expect, it } from "vitest";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { filterAudios, filterChoices, GENERATOR_BATCH, NO_FILTERS } from "./library-filters";

const audio = (id: string, fields: Partial<AudioView>): AudioView => ({
  id,
  title: id,
  product_name: null,
  public_title: id,
  description: null,
  script_content: "",
  audio_url: "",
  download_url: "",
  language: "en",
  voice_type: "alloy",
  product_link: null,
  specifications: null,
  created_at: "2026-11-20T12:00:00.000Z",
  published: false,
  plays: 0,
  average_completion: null,
  ...fields,
});

const list = [
  audio("a", { language: "de", batch_id: "b1", published: true }),
  audio("b", { language: "en", batch_id: "b1", created_at: "2026-11-24T12:00:00.000Z" }),
  audio("c", { language: "en", published: true, created_at: "2026-11-25T12:00:00.000Z" }),
];
const ids = (audios: AudioView[]) => audios.map((a) => a.id);

describe("library table filters", () => {
  it("filters by language, batch (or the generator), published and a date range", () => {
    expect(ids(filterAudios(list, NO_FILTERS))).toEqual(["a", "b", "c"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, language: "en" }))).toEqual(["b", "c"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, batch: "b1" }))).toEqual(["a", "b"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, batch: GENERATOR_BATCH }))).toEqual(["c"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, published: "yes" }))).toEqual(["a", "c"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, published: "no" }))).toEqual(["b"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, from: "2026-11-22", to: "2026-11-24" }))).toEqual(["b"]);
    expect(ids(filterAudios(list, { ...NO_FILTERS, language: "en", published: "yes" }))).toEqual(["c"]);
  });

  it("offers only the languages and batches the library has", () => {
    expect(filterChoices(list)).toEqual({ languages: ["de", "en"], batches: ["b1"], hasGenerator: true });
  });
});
