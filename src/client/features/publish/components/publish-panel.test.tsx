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
});
