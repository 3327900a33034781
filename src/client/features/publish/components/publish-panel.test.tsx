import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GENERIC_MESSAGES } from "../../../../shared/messages-base";
import { PUBLISH_MESSAGES } from "../../../../shared/publish/publish-messages";
import type { PublishInfo } from "../../../../shared/publish/publish-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { PublishPanel } from "./publish-panel";

const AUDIO = "7f1c2e3d-4b5a-4c6d-8e9f-0a1b2c3d4e5f";
const info = (theme = "light"): PublishInfo => ({
  published: true,
  publicId: "pub123",
  shareUrl: "https://shelftalk.example/listen/pub123",
  embedHtml: `<iframe src="https://shelftalk.example/embed/pub123?theme=${theme}" title="Oak board" height="96"></iframe>`,
  embedUrl: `https://shelftalk.example/embed/pub123?theme=${theme}`,
  oembedUrl: "https://shelftalk.example/api/oembed?url=x",
  jsonLd: { "@type": "AudioObject" },
  jsonLdHtml: '<script type="application/ld+json">{"@type":"AudioObject"}</script>',
  audioUrl: "https://shelftalk.example/a/pub123.mp3",
  captionsUrl: "https://shelftalk.example/a/pub123.vtt",
});

describe("PublishPanel", () => {
  it("publishes with one POST and shows the share link, embed code, its live preview and the JSON-LD", async () => {
    const api = stubFetch({
      [`POST /api/audios/${AUDIO}/publish`]: () => info(),
      [`GET /api/audios/${AUDIO}/logo`]: () => ({ logo: null }),
      "GET /api/audios": () => ({ audios: [], nextCursor: null }),
    });
    const { user } = renderPage(<PublishPanel audioId={AUDIO} published={false} />);
    expect(screen.queryByText("Published")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(await screen.findByText(PUBLISH_MESSAGES.published)).toBeInTheDocument();
    expect(screen.getByText("Published")).toBeInTheDocument();
    expect(screen.getByTestId("share-link")).toHaveValue("https://shelftalk.example/listen/pub123");
    expect(screen.getByTestId("embed-code")).toHaveValue(info().embedHtml);
    expect(within(screen.getByTestId("embed-preview")).getByTitle("Oak board")).toHaveAttribute(
      "src",
      "https://shelftalk.example/embed/pub123?theme=light",
    );
    expect(screen.getByTestId("json-ld")).toHaveValue(info().jsonLdHtml);
    expect(screen.getByRole("link", { name: /Open share page/ })).toHaveAttribute("href", info().shareUrl);
    // The answer itself fills the panel: no second request for what it already says.
    expect(api.sent(`GET /api/audios/${AUDIO}/publish`)).toHaveLength(0);
    expect(api.sent(`POST /api/audios/${AUDIO}/publish`)).toHaveLength(1);
  });

  it("reads an already published audio's snippets, and asks again for another player colour", async () => {
    const api = stubFetch({
      [`GET /api/audios/${AUDIO}/publish`]: (request) => info(request.query.get("theme") ?? "light"),
      [`GET /api/audios/${AUDIO}/logo`]: () => ({ logo: null }),
    });
    const { user } = renderPage(<PublishPanel audioId={AUDIO} published />);
    expect(await screen.findByTestId("embed-code")).toHaveValue(info("light").embedHtml);
    await user.selectOptions(screen.getByLabelText("Player colours"), "dark");
    await vi.waitFor(() => expect(screen.getByTestId("embed-code")).toHaveValue(info("dark").embedHtml));
    expect(api.sent(`GET /api/audios/${AUDIO}/publish`).map((r) => r.query.get("theme"))).toEqual(["light", "dark"]);
  });

  it("unpublishes with DELETE and goes back to the Publish button, the snippets gone", async () => {
    const api = stubFetch({
      [`GET /api/audios/${AUDIO}/publish`]: () => info(),
      [`GET /api/audios/${AUDIO}/logo`]: () => ({ logo: null }),
      [`DELETE /api/audios/${AUDIO}/publish`]: () => ({ published: false }),
      "GET /api/audios": () => ({ audios: [], nextCursor: null }),
    });
    const { user } = renderPage(<PublishPanel audioId={AUDIO} published />);
    await user.click(await screen.findByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText(PUBLISH_MESSAGES.unpublished)).toBeInTheDocument();
    expect(api.sent(`DELETE /api/audios/${AUDIO}/publish`)).toHaveLength(1);
  });

  it("says why publishing failed and keeps the Publish button", async () => {
    stubFetch({ [`POST /api/audios/${AUDIO}/publish`]: () => apiError(500, "") });
    const { user } = renderPage(<PublishPanel audioId={AUDIO} published={false} />);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(GENERIC_MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
    expect(screen.queryByTestId("share-link")).toBeNull();
  });

  it("uploads the audio's own logo as the raw file with its name, refuses one over 200 KB, and shows it", async () => {
    const logo = { id: "l1", url: "https://shelftalk.example/logo/l1.png", alt: "Oak & Co", from: "audio" };
    let current: typeof logo | { id: string; url: string; alt: string; from: string } | null = {
      ...logo,
      id: "s1",
      alt: "oak-shop.example",
      from: "site",
    };
    const api = stubFetch({
      [`GET /api/audios/${AUDIO}/publish`]: () => info(),
      [`GET /api/audios/${AUDIO}/logo`]: () => ({ logo: current }),
      [`PUT /api/audios/${AUDIO}/logo`]: () => {
        current = logo;
        return { logo };
      },
    });
    const { user } = renderPage(<PublishPanel audioId={AUDIO} published />);
    const field = await screen.findByTestId("logo-field-audio");
    expect(await within(field).findByText("Your site's logo (“oak-shop.example”)")).toBeInTheDocument();
    const input = within(field).getByLabelText("Logo image (PNG, JPEG or WebP, up to 200 KB)");
    await user.upload(input, new File([new Uint8Array(200 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(within(field).getByRole("alert")).toHaveTextContent("larger than 200 KB");
    expect(within(field).getByRole("button", { name: "Upload logo" })).toBeDisabled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    await user.upload(input, png);
    await user.type(within(field).getByLabelText("Brand or shop name in the logo"), "Oak & Co");
    await user.click(within(field).getByRole("button", { name: "Upload logo" }));
    expect(await within(field).findByText("Shown as “Oak & Co”")).toBeInTheDocument();
    const [sent] = api.sent(`PUT /api/audios/${AUDIO}/logo`);
    expect(sent?.query.get("alt")).toBe("Oak & Co");
    expect(sent?.headers.get("content-type")).toBe("image/png");
    expect(sent?.body).toBe(png);
    expect(within(field).getByTestId("current-logo")).toHaveAttribute("alt", "Oak & Co");
  });
});
