// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulkPublishBar, SelectAudio } from "./bulk-publish-bar";

const AUDIOS = [
  { id: "a1", title: "Linen apron" },
  { id: "a2", title: "Wool throw" },
  { id: "a3", title: "Oak board" },
];

/** The page's composition in small: the bar and a checkbox per audio, sharing one selection. */
function Harness() {
  const [selected, setSelected] = useState<readonly string[]>([]);
  return (
    <>
      <BulkPublishBar selected={selected} all={AUDIOS.map((a) => a.id)} onSelect={setSelected} />
      {AUDIOS.map((audio) => (
        <SelectAudio
          key={audio.id}
          title={audio.title}
          checked={selected.includes(audio.id)}
          onChange={(on) => setSelected((ids) => (on ? [...ids, audio.id] : ids.filter((id) => id !== audio.id)))}
        />
      ))}
    </>
  );
}

function renderBar() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

type Call = { url: string; body: unknown };

/** A fetch that answers the bulk routes like the server does, recording what was sent. */
function fakeServer(status = 200) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { ids: string[] };
      calls.push({ url, body });
      if (status !== 200)
        return Promise.resolve(Response.json({ error: "Select at least one audio.", code: "x" }, { status }));
      return Promise.resolve(Response.json({ published: url.endsWith("/publish"), ids: body.ids, failed: [] }));
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BulkPublishBar", () => {
  it("is idle until something is selected", () => {
    fakeServer();
    renderBar();
    expect(screen.getByTestId("bulk-selected").textContent).toContain("Select audios");
    expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Unpublish" })).toHaveProperty("disabled", true);
  });

  it("publishes the selected audios in one request, then clears the selection", async () => {
    const calls = fakeServer();
    renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select “Linen apron”" }));
    await user.click(screen.getByRole("checkbox", { name: "Select “Oak board”" }));
    expect(screen.getByTestId("bulk-selected").textContent).toBe("2 audios selected");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: "/api/audios/publish", body: { ids: ["a1", "a3"] } });
    await waitFor(() => expect(screen.getByTestId("bulk-selected").textContent).toContain("Select audios"));
    expect(screen.getByRole("checkbox", { name: "Select “Linen apron”" })).toHaveProperty("checked", false);
  });

  it("Select all then Unpublish sends every id to the unpublish route", async () => {
    const calls = fakeServer();
    renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Select all" }));
    expect(screen.getByTestId("bulk-selected").textContent).toBe("3 audios selected");
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: "/api/audios/unpublish", body: { ids: ["a1", "a2", "a3"] } });
  });

  it("keeps the selection when the server refuses", async () => {
    const calls = fakeServer(400);
    renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select “Wool throw”" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", false));
    expect(screen.getByTestId("bulk-selected").textContent).toBe("1 audio selected");
  });
});
