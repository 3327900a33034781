import { describe, expect, it } from "vitest";
import { categoryIn } from "./category-nouns";
import { matchesWholeWord } from "./whole-word";

describe("category nouns match whole words, in every language (issue 25)", () => {
  it("does not find a noun inside another word", () => {
    expect(categoryIn("Montreux Fabrics")).toBeUndefined();
    expect(categoryIn("Bar Clamp 300 mm")).toBeUndefined();
    expect(categoryIn("Bureau de change")).toBeUndefined();
    expect(matchesWholeWord(/montre/iu, "Montreux")).toBe(false);
  });

  it("still finds it as a word, in the plural, after punctuation and beside CJK text", () => {
    expect(categoryIn("Montre Casio PRO TREK")?.key).toBe("watch");
    expect(categoryIn("Montres homme")?.key).toBe("watch");
    expect(categoryIn("Desk lamps, set of 2")?.key).toBe("lamp");
    expect(categoryIn("(Kopfhörer) Bluetooth")?.key).toBe("headphones");
    expect(categoryIn("Холодильник BEKO RCSK 310M20S")?.key).toBe("fridge");
    expect(categoryIn("Кроссовки Nike")?.key).toBe("sneakers");
    expect(categoryIn("ワイヤレスイヤホン Pro")?.key).toBe("headphones");
    expect(categoryIn("SONY蓝牙耳机")?.key).toBe("headphones");
    expect(categoryIn("PS5ゲーム")?.key).toBe("game");
  });
});
