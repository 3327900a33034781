import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../shared/messages";
import type { GenerateAudioResult } from "../../../../shared/generator/generator-schemas";
import { STORAGE_KEYS } from "../../../../shared/audios/storage-keys";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { meQueryOptions } from "../../../lib/account/get-me";
import type { GeneratorDraft } from "../use-generator-state";
import { AudioStep } from "./audio-step";

const SIGNED_IN = {
  user: { id: "u1", email: "seller@shop.example", name: "Seller", emailVerified: true },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: [],
};
const SIGNED_OUT = { user: null, session: null, roles: [] };

const DRAFT: GeneratorDraft = {
  productLink: "https://shop.example/p/oak-board",
  details: "",
  language: "en",
  voice: "nova",
  speed: 1,
  creativity: 0.7,
  length: "standard",
  tone: "friendly",
  script: "A solid oak board, oiled by hand.",
  draftId: "draft-1",
  audio: null,
};

const result = (id: string): GenerateAudioResult => ({
  success: true,
  audio: {
    id,
    title: "Oak board",
    product_name: "Oak board",
    public_title: "Oak board",
    description: null,
    script_content: DRAFT.script,
    audio_url: `/api/audios/${id}/file`,
    download_url: `/api/audios/${id}/download`,
    language: "en",
    voice_type: "nova",
    product_link: DRAFT.productLink,
    specifications: null,
    created_at: "2026-11-25T10:00:00.000Z",
    published: false,
    plays: 0,
    average_completion: null,
  },
  remaining_credits: 2,
});

/** Waits until the session answer is in: the step reads who is signed in from it. */
async function signedIn(queryClient: QueryClient, expected = true) {
  await waitFor(() => expect(Boolean(queryClient.getQueryData(meQueryOptions.queryKey)?.user)).toBe(expected));
  await waitFor(() => expect(queryClient.getQueryState(meQueryOptions.queryKey)?.status).toBe("success"));
}

function Step({ initial, balance }: { initial: GeneratorDraft; balance: number | undefined }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <AudioStep
        draft={draft}
        balance={balance}
        scriptTooLong={false}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />
      <button type="button" onClick={() => setDraft((d) => ({ ...d, script: `${d.script} Edited.` }))}>
        Edit the script
      </button>
    </>
  );
}

describe("AudioStep", () => {
  it("generates the script on screen with one POST, then shows the player and clears the language lock", async () => {
    localStorage.setItem(STORAGE_KEYS.scriptLangLock, "en");
    const api = stubFetch({
      "GET /api/me": () => SIGNED_IN,
      "POST /api/audios": () => result("a1"),
      "GET /api/audios": () => ({ audios: [], nextCursor: null }),
    });
    const { user, queryClient } = renderPage(<Step initial={DRAFT} balance={3} />, { auth: true });
    await signedIn(queryClient);
    await user.click(screen.getByRole("button", { name: "Generate Audio" }));

    expect(await screen.findByText(MESSAGES.audio.success)).toBeInTheDocument();
    const [sent] = api.sent("POST /api/audios");
    expect(sent?.body).toEqual({
      draftId: "draft-1",
      text: DRAFT.script,
      voice: "nova",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(screen.getByTestId("generated-audio-player")).toBeInTheDocument();
    expect(screen.getByText(/Edit the script above, or pick another voice/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.scriptLangLock)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hasGeneratedAudio)).toBe("true");
  });

  it("voices an edited script again as a new audio, saying it costs one more credit", async () => {
    const api = stubFetch({
      "GET /api/me": () => SIGNED_IN,
      "POST /api/audios": () => result("a2"),
      "GET /api/audios": () => ({ audios: [], nextCursor: null }),
    });
    const audio = {
      id: "a1",
      title: "Oak board",
      url: "/f",
      downloadUrl: "/d",
      script: DRAFT.script,
      voice: "nova" as const,
    };
    const { user, queryClient } = renderPage(<Step initial={{ ...DRAFT, audio }} balance={2} />, {
      auth: true,
    });
    await signedIn(queryClient);
    expect(screen.queryByRole("button", { name: /Generate Audio again/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit the script" }));
    expect(screen.getByText(/becomes a new audio for 1 more credit/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Audio again (1 credit)" }));
    await screen.findByText(MESSAGES.audio.success);
    expect(api.sent("POST /api/audios")[0]?.body).toMatchObject({
      text: `${DRAFT.script} Edited.`,
      revoice: true,
    });
  });

  it("sends a signed-out visitor to sign up, and asks nothing of the server", async () => {
    const api = stubFetch({ "GET /api/me": () => SIGNED_OUT });
    const { user, location, queryClient } = renderPage(<Step initial={DRAFT} balance={undefined} />, { auth: true });
    await signedIn(queryClient, false);
    await user.click(screen.getByRole("button", { name: "Generate Audio" }));
    expect(await screen.findAllByText(MESSAGES.audio.authRequired)).not.toHaveLength(0);
    expect(location.pathname).toBe("/auth");
    expect(api.sent("POST /api/audios")).toHaveLength(0);
  });

  it("stops at an empty balance, and shows the server's reason when generation fails", async () => {
    let balance = 0;
    const api = stubFetch({
      "GET /api/me": () => SIGNED_IN,
      "POST /api/audios": () => apiError(503, MESSAGES.audio.serviceUnavailable),
      "GET /api/credits": () => ({ credits: balance }),
    });
    const { user, rerender, queryClient } = renderPage(<Step initial={DRAFT} balance={balance} />, { auth: true });
    await signedIn(queryClient);
    await user.click(screen.getByRole("button", { name: "Generate Audio" }));
    expect(await screen.findAllByText(MESSAGES.audio.deductFailed)).not.toHaveLength(0);
    expect(api.sent("POST /api/audios")).toHaveLength(0);

    balance = 1;
    rerender(<Step initial={DRAFT} balance={balance} />);
    await user.click(screen.getByRole("button", { name: "Generate Audio" }));
    const button = screen.getByRole("button", { name: "Generate Audio" });
    await waitFor(() => expect(button).toHaveAccessibleDescription(MESSAGES.audio.serviceUnavailable));
    expect(api.sent("POST /api/audios")).toHaveLength(1);
  });

  it("shows a viewer of the workspace a note instead of the Generate Audio button (issue 27)", async () => {
    stubFetch({
      "GET /api/me": () => ({ ...SIGNED_IN, workspace: { id: "w1", role: "viewer", memberships: 2 } }),
    });
    const { queryClient } = renderPage(<Step initial={DRAFT} balance={3} />, { auth: true });
    await signedIn(queryClient);
    expect(
      await screen.findByText(
        "You are a viewer in this workspace: ask an owner or admin for the member role to generate audio.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generate Audio" })).toBeNull();
  });
});
