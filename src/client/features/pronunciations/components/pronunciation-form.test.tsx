import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRONUNCIATION_MESSAGES } from "../../../../shared/pronunciations/pronunciation-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { PronunciationForm } from "./pronunciation-form";

const SAVED = {
  id: "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  term: "DJUNGELSKOG",
  sayAs: "YUNG-el-skog",
  language: "en",
  createdAt: "2026-11-25T10:00:00.000Z",
};

describe("PronunciationForm", () => {
  it("saves the term, how to say it and its language, then empties the fields", async () => {
    const api = stubFetch({ "POST /api/pronunciations": () => ({ pronunciation: SAVED }) });
    const { user } = renderPage(<PronunciationForm />);
    await user.type(screen.getByLabelText("Word or name"), "DJUNGELSKOG");
    await user.type(screen.getByLabelText("Say it as"), "YUNG-el-skog");
    await user.selectOptions(screen.getByLabelText("Language"), "en");
    await user.click(screen.getByRole("button", { name: "Add" }));

    expect(await screen.findByText(PRONUNCIATION_MESSAGES.added)).toBeInTheDocument();
    expect(api.sent("POST /api/pronunciations").map((r) => r.body)).toEqual([
      { term: "DJUNGELSKOG", sayAs: "YUNG-el-skog", language: "en" },
    ]);
    expect(screen.getByLabelText("Word or name")).toHaveValue("");
    expect(screen.getByLabelText("Say it as")).toHaveValue("");
  });

  it("sends language null for 'All languages'", async () => {
    const api = stubFetch({ "POST /api/pronunciations": () => ({ pronunciation: { ...SAVED, language: null } }) });
    const { user } = renderPage(<PronunciationForm />);
    expect(screen.getByLabelText("Language")).toHaveValue("all");
    await user.type(screen.getByLabelText("Word or name"), "Kallax");
    await user.type(screen.getByLabelText("Say it as"), "KAL-lax");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await screen.findByText(PRONUNCIATION_MESSAGES.added);
    expect(api.sent("POST /api/pronunciations")[0]?.body).toMatchObject({ language: null });
  });

  it("asks for each missing field before sending anything", async () => {
    const api = stubFetch({});
    const { user } = renderPage(<PronunciationForm />);
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText(PRONUNCIATION_MESSAGES.termRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Word or name"), "Kallax");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText(PRONUNCIATION_MESSAGES.sayAsRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Word or name")).toHaveAccessibleDescription(PRONUNCIATION_MESSAGES.sayAsRequired);
    expect(api.requests).toEqual([]);
  });

  it("shows the server's refusal on the field and keeps what was typed", async () => {
    stubFetch({ "POST /api/pronunciations": () => apiError(409, PRONUNCIATION_MESSAGES.duplicate) });
    const { user } = renderPage(<PronunciationForm />);
    await user.type(screen.getByLabelText("Word or name"), "Kallax");
    await user.type(screen.getByLabelText("Say it as"), "KAL-lax");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findAllByText(PRONUNCIATION_MESSAGES.duplicate)).not.toHaveLength(0);
    expect(screen.getByLabelText("Word or name")).toHaveAccessibleDescription(PRONUNCIATION_MESSAGES.duplicate);
    expect(screen.getByLabelText("Word or name")).toHaveValue("Kallax");
  });
});
