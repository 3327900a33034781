import { describe, expect, it } from "vitest";
import { cleanModelScript } from "./model-output";

describe("cleanModelScript", () => {
  it("removes prefaces, headings, emphasis and bullets but keeps paragraphs", () => {
    const raw = "Here's a 150-word script:\n\n## Aurora Pro\n\n**Meet** the _Aurora Pro_.\n\n- Light.\n- Quiet.";
    expect(cleanModelScript(raw, "en")).toBe("Meet the Aurora Pro.\n\nLight. Quiet.");
  });

  it("removes code fences, speaker labels and stage directions", () => {
    const raw = "```text\nNarrator: [upbeat music] Meet the Aurora Pro. (pause) Order today.\n```";
    expect(cleanModelScript(raw, "en")).toBe("Meet the Aurora Pro. Order today.");
  });

  it("keeps link text and drops URLs and emails", () => {
    const raw = "See [our shop](https://shop.example) or www.shop.example.com, or write to a@b.com today.";
    expect(cleanModelScript(raw, "en")).toBe("See our shop or or write to today.");
  });

  it("unwraps a script the model put in quotes", () => {
    expect(cleanModelScript("“Meet the Aurora Pro.”", "en")).toBe("Meet the Aurora Pro.");
    expect(cleanModelScript("「オーロラプロをご紹介します。」", "ja")).toBe("オーロラプロをご紹介します。");
    expect(cleanModelScript('"Quiet" and "light".', "en")).toBe('"Quiet" and "light".');
  });

  it("joins wrapped Japanese lines without spaces", () => {
    expect(cleanModelScript("軽量設計です。\n折りたたみ式です。", "ja")).toBe("軽量設計です。折りたたみ式です。");
  });

  it("never says a sentence twice and drops unfilled placeholders", () => {
    const raw = "Meet the Aurora Pro from {{brand}}.\n\nIt folds flat. It folds flat. Order today.\n\nIt folds flat.";
    expect(cleanModelScript(raw, "en")).toBe("Meet the Aurora Pro from.\n\nIt folds flat. Order today.");
  });

  it("keeps decimal figures whole", () => {
    expect(
      cleanModelScript("It weighs 1.2 kg and holds 1.7 litres. It weighs 1.2 kg and holds 1.7 litres.", "en"),
    ).toBe("It weighs 1.2 kg and holds 1.7 litres.");
    expect(cleanModelScript("重さは1.2 kgです。容量は1.7リットルです。", "ja")).toBe(
      "重さは1.2 kgです。容量は1.7リットルです。",
    );
  });

  it("returns an empty string when nothing speakable is left", () => {
    expect(cleanModelScript("```\n**\n```", "en")).toBe("");
    expect(cleanModelScript("   ", "en")).toBe("");
  });
});
