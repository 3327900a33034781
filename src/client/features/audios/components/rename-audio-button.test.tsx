import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUDIO_NAME_MAX_LENGTH } from "../../../../shared/audios/library-limits";
import { MESSAGES } from "../../../../shared/messages";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { RenameAudioButton } from "./rename-audio-button";

const ID = "9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a";

describe("RenameAudioButton", () => {
  it("opens with the current name, sends the trimmed new one with PATCH and closes", async () => {
    const api = stubFetch({ [`PATCH /api/audios/${ID}`]: () => ({ success: true, audio: {} }) });
    const { user } = renderPage(<RenameAudioButton id={ID} title="shop.example oak board" />);
    await user.click(screen.getByRole("button", { name: "Rename shop.example oak board" }));
    const field = await screen.findByLabelText("Audio name");
    expect(field).toHaveValue("shop.example oak board");
    await user.clear(field);
    await user.type(field, "  Oak board, oiled  ");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(MESSAGES.library.renamed)).toBeInTheDocument();
    expect(api.sent(`PATCH /api/audios/${ID}`).map((r) => r.body)).toEqual([{ title: "Oak board, oiled" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("refuses an empty or too long name on the field without a request", async () => {
    const api = stubFetch({});
    const { user } = renderPage(<RenameAudioButton id={ID} title="Mug" />);
    await user.click(screen.getByRole("button", { name: "Rename Mug" }));
    const field = await screen.findByLabelText("Audio name");
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(MESSAGES.library.nameRequired);
    await user.click(field);
    await user.paste("x".repeat(AUDIO_NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(field).toHaveAccessibleDescription(MESSAGES.library.nameTooLong(AUDIO_NAME_MAX_LENGTH));
    expect(api.requests).toEqual([]);
  });

  it("keeps the dialog open with the server's reason for a refused name, and a general one otherwise", async () => {
    let status = 400;
    stubFetch({
      [`PATCH /api/audios/${ID}`]: () =>
        apiError(status, status === 400 ? "Names cannot hold control characters." : ""),
    });
    const { user } = renderPage(<RenameAudioButton id={ID} title="Mug" />);
    await user.click(screen.getByRole("button", { name: "Rename Mug" }));
    await user.click(await screen.findByRole("button", { name: "Save" }));
    const field = screen.getByLabelText("Audio name");
    await waitFor(() => expect(field).toHaveAccessibleDescription("Names cannot hold control characters."));
    status = 500;
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.library.renameFailed));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
