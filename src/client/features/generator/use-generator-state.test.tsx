import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/audios/storage-keys";
import { hasUnspentScript, useGeneratorState, type GeneratorDraft } from "./use-generator-state";

const PENDING_KEY = "shelftalk.pendingDraft";
const saved = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.generatorDraft) ?? "null") as GeneratorDraft | null;

function mount(signedIn: boolean) {
  return renderHook((props: { signedIn: boolean }) => useGeneratorState({ ...props, signedOut: !props.signedIn }), {
    initialProps: { signedIn },
  });
}

describe("useGeneratorState", () => {
  it("starts empty with the defaults and keeps every change in sessionStorage", () => {
    const { result } = mount(true);
    expect(result.current.draft).toMatchObject({ productLink: "", script: "", language: "en", voice: "alloy" });
    expect(saved()).toBeNull();
    act(() => result.current.update({ productLink: "https://shop.example/p/oak-board", details: "Oiled oak" }));
    expect(result.current.draft.productLink).toBe("https://shop.example/p/oak-board");
    expect(saved()).toMatchObject({ productLink: "https://shop.example/p/oak-board", details: "Oiled oak" });
  });

  it("brings back the saved draft after a reload", () => {
    sessionStorage.setItem(
      STORAGE_KEYS.generatorDraft,
      JSON.stringify({ productLink: "https://shop.example/p/mug", script: "A blue mug.", draftId: "d1" }),
    );
    const { result } = mount(true);
    expect(result.current.draft).toMatchObject({ productLink: "https://shop.example/p/mug", script: "A blue mug." });
    expect(hasUnspentScript(result.current.draft)).toBe(true);
  });

  it("keeps the locked language on reload while the script is unspent", () => {
    sessionStorage.setItem(
      STORAGE_KEYS.generatorDraft,
      JSON.stringify({ language: "en", script: "Une tasse.", draftId: "d1", audio: null }),
    );
    localStorage.setItem(STORAGE_KEYS.scriptLangLock, "fr");
    const { result } = mount(true);
    expect(result.current.draft.language).toBe("fr");
  });

  it("changes the voice with the language only when the voice is not offered in it", () => {
    const { result } = mount(true);
    act(() => result.current.update({ voice: "nova" }));
    act(() => result.current.setLanguage("de"));
    expect(result.current.draft).toMatchObject({ language: "de", voice: "nova" });
    act(() => result.current.update({ voice: "fable" }));
    act(() => result.current.setLanguage("fr"));
    expect(result.current.draft).toMatchObject({ language: "fr", voice: "alloy" });
  });

  it("clears the generator when the seller signs out", () => {
    const { result, rerender } = mount(true);
    act(() => result.current.update({ productLink: "https://shop.example/p/1", script: "Text" }));
    rerender({ signedIn: false });
    expect(result.current.draft).toMatchObject({ productLink: "", script: "" });
    expect(saved()).toMatchObject({ productLink: "", script: "" });
  });

  it("carries what a signed-out visitor typed through sign-up, once, into an empty form", () => {
    const visitor = mount(false);
    act(() => visitor.result.current.update({ productLink: "https://shop.example/p/lamp", language: "es" }));
    expect(JSON.parse(localStorage.getItem(PENDING_KEY) ?? "{}")).toMatchObject({
      draft: { productLink: "https://shop.example/p/lamp", language: "es" },
    });
    visitor.unmount();
    sessionStorage.clear(); // the confirmation link opens a new tab

    const seller = mount(true);
    expect(seller.result.current.draft).toMatchObject({ productLink: "https://shop.example/p/lamp", language: "es" });
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it("does not overwrite a form that has its own text with the waiting draft", () => {
    localStorage.setItem(
      PENDING_KEY,
      JSON.stringify({ savedAt: Date.now(), draft: { productLink: "https://shop.example/p/other" } }),
    );
    sessionStorage.setItem(STORAGE_KEYS.generatorDraft, JSON.stringify({ details: "My own details" }));
    const { result } = mount(true);
    expect(result.current.draft).toMatchObject({ productLink: "", details: "My own details" });
  });
});
