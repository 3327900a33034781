import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { LanguageCode } from "../../../../shared/catalog/language-list";
import { SCRIPT_MAX_LENGTH } from "../../../../shared/generator/generator-limits";
import type { ScriptLength } from "../../../../shared/generator/script-style";
import { MESSAGES } from "../../../../shared/messages";
import { renderPage } from "../../../../test/client/render";
import { ScriptBox } from "./script-box";

function EditableBox({
  initial,
  language = "en",
  length,
}: {
  initial: string;
  language?: LanguageCode;
  length?: ScriptLength;
}) {
  const [script, setScript] = useState(initial);
  return (
    <ScriptBox script={script} language={language} length={length} onChange={setScript}>
      <button type="button">Generate Audio</button>
    </ScriptBox>
  );
}

describe("ScriptBox", () => {
  it("counts characters and words and estimates the length as the seller types", async () => {
    const { user } = renderPage(<EditableBox initial="Solid oak board." />);
    const field = screen.getByLabelText("Your script");
    expect(field).toHaveValue("Solid oak board.");
    const counter = document.getElementById("script-counter")!;
    expect(counter).toHaveTextContent("16 / 6,000 characters");
    expect(counter).toHaveTextContent("3 words · about");
    await user.type(field, " Oiled by hand.");
    expect(counter).toHaveTextContent("31 / 6,000 characters");
    expect(counter).toHaveTextContent("6 words");
    expect(field).not.toHaveAttribute("aria-invalid");
    // The audio step's controls come in as children.
    expect(screen.getByRole("button", { name: "Generate Audio" })).toBeInTheDocument();
  });

  it("says why a script is well short of the chosen length, and nothing once it is long enough", async () => {
    const sentence = "Solid oak board, oiled by hand, forty by thirty centimetres. ";
    const { user } = renderPage(<EditableBox initial={sentence.repeat(4)} length="long" />);
    // 40 words at 2.3 a second: about 17 s of a 60 s target.
    expect(document.getElementById("script-length-note")).toHaveTextContent(
      "Shorter than Long (~60 s): the page and your details give about 17 s of facts.",
    );
    await user.click(screen.getByLabelText("Your script"));
    await user.paste(sentence.repeat(10));
    expect(document.getElementById("script-length-note")).toBeNull();
  });

  it("never cuts a script past the limit: it marks the field and says so", () => {
    renderPage(<EditableBox initial={"a".repeat(SCRIPT_MAX_LENGTH + 1)} />);
    const field = screen.getByLabelText("Your script");
    expect((field as HTMLTextAreaElement).value).toHaveLength(SCRIPT_MAX_LENGTH + 1);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(MESSAGES.audio.scriptTooLong)).toBeInTheDocument();
    expect(document.getElementById("script-counter")).toHaveTextContent("6,001 / 6,000 characters");
  });

  it("leaves out the word count for Japanese and Chinese", () => {
    renderPage(<EditableBox initial="木のまな板です。" language="ja" />);
    const counter = document.getElementById("script-counter")!;
    expect(counter).not.toHaveTextContent("words");
    expect(counter).toHaveTextContent("seconds of audio. Edit freely before generating.");
  });

  it("copies the script as shown and confirms it", async () => {
    const { user } = renderPage(<EditableBox initial="Solid oak board." />);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copy Script" }));
    expect(writeText).toHaveBeenCalledWith("Solid oak board.");
    expect(await screen.findByText(MESSAGES.script.copied)).toBeInTheDocument();
  });

  it("tells the seller to copy by hand when the clipboard refuses", async () => {
    const { user } = renderPage(<EditableBox initial="Solid oak board." />);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy Script" }));
    expect(await screen.findByText("Could not copy the script. Select it and copy it by hand.")).toBeInTheDocument();
  });
});
