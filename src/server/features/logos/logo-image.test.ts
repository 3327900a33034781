import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES } from "../../../shared/logos/logos";
import { SVG, TINY_JPEG, TINY_PNG, TINY_WEBP } from "../../../test/fixtures/images";
import { sniffLogo } from "./logo-image";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("sniffLogo", () => {
  it("takes PNG, JPEG and WebP by their bytes", async () => {
    await expect(sniffLogo(TINY_PNG)).resolves.toEqual({ contentType: "image/png", extension: "png" });
    await expect(sniffLogo(TINY_JPEG)).resolves.toEqual({ contentType: "image/jpeg", extension: "jpg" });
    await expect(sniffLogo(TINY_WEBP)).resolves.toEqual({ contentType: "image/webp", extension: "webp" });
  });

  it("refuses SVG in every disguise, with its own message", async () => {
    for (const svg of [SVG, `\uFEFF  <?xml version="1.0"?>\n${SVG}`, `<!-- logo -->\n<svg onload="alert(1)"></svg>`]) {
      await expect(sniffLogo(utf8(svg))).rejects.toMatchObject({ status: 415, code: "svg_not_accepted" });
    }
  });

  it("refuses other files (HTML, GIF, text, nothing) and anything over 200 KB", async () => {
    const gif = utf8("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;");
    for (const bytes of [utf8("<html><script>alert(1)</script></html>"), gif, utf8("just text")]) {
      await expect(sniffLogo(bytes)).rejects.toMatchObject({ status: 415, code: "unsupported_media_type" });
    }
    await expect(sniffLogo(new Uint8Array())).rejects.toMatchObject({ status: 400 });
    const large = new Uint8Array(LOGO_MAX_BYTES + 1);
    large.set(TINY_PNG);
    await expect(sniffLogo(large)).rejects.toMatchObject({ status: 413, code: "too_large" });
    const atCap = new Uint8Array(LOGO_MAX_BYTES);
    atCap.set(TINY_PNG);
    await expect(sniffLogo(atCap)).resolves.toMatchObject({ contentType: "image/png" });
  });
});
