import { beforeAll, describe, expect, it } from "vitest";
import { siteProducts } from "../../db/schema/index";
import { LOGO_MAX_BYTES, type LogoResponse } from "../../../shared/logos/logos";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import type { PublishInfo } from "../../../shared/publish/publish-schemas";
import type { SiteView } from "../../../shared/sites/site-schemas";
import { signUpConfirmed } from "../../../test/accounts";
import { useTestApp } from "../../../test/working-app";
import { TestClient } from "../../../test/auth-client";
import { SVG, TINY_JPEG, TINY_PNG, TINY_WEBP } from "../../../test/fixtures/images";
import { generateAudio, pathOf, publish } from "../../../test/publish-kit";
import { inviteAndAccept } from "../../../test/workspace-kit";

/** Issue 25, decision 123: the seller's logo in the player, per site and per audio. */
describe("player logos", () => {
  let owner: TestClient;
  let stranger: TestClient;
  let audio: AudioView;
  let info: PublishInfo;
  let site: SiteView;
  const anonymous = () => new TestClient(server.app);

  const put = (client: TestClient, path: string, bytes: Uint8Array<ArrayBuffer> | string, alt?: string) =>
    client.request(`${path}/logo${alt === undefined ? "" : `?alt=${encodeURIComponent(alt)}`}`, {
      method: "PUT",
      body: typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes,
      headers: { "content-type": "application/octet-stream" },
    });
  const logoOf = async (res: Response) => ((await res.json()) as LogoResponse).logo;
  const embed = async () => (await anonymous().request(pathOf(info.embedUrl))).text();
  const share = async () => (await anonymous().request(pathOf(info.shareUrl))).text();
  let workspace: string;
  // Uploads by the owner's workspace (a stranger's would be under their own prefix).
  const storedLogos = () => server.deps.storage.list(`logos/${workspace}/`);

  const server = useTestApp();
  beforeAll(async () => {
    owner = await signUpConfirmed(server.app, server.mail, "logos@example.com");
    workspace = await ownerWorkspace(owner);
    stranger = await signUpConfirmed(server.app, server.mail, "logos-other@example.com");
    audio = await generateAudio(owner, "Oak Board\nA solid oak cutting board. Only $49.");
    info = await publish(owner, audio.id);
    const created = await owner.request("/api/sites", { json: { origin: "https://www.oak-shop.example" } });
    expect(created.status).toBe(201);
    site = (await created.json()) as SiteView;
    // The audio speaks one of the site's products, as a sync would have made it.
    await server.database.db.insert(siteProducts).values({
      siteId: site.id,
      userId: workspace,
      url: "https://www.oak-shop.example/p/oak-board",
      status: "live",
      audioId: audio.id,
    });
  });

  it("refuses SVG, other files and anything over 200 KB, storing nothing", async () => {
    const svg = await put(owner, `/api/audios/${audio.id}`, SVG);
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ code: "svg_not_accepted" });
    expect((await put(owner, `/api/audios/${audio.id}`, "<html><script>alert(1)</script>")).status).toBe(415);
    const large = new Uint8Array(LOGO_MAX_BYTES + 1);
    large.set(TINY_PNG);
    expect((await put(owner, `/api/audios/${audio.id}`, large)).status).toBe(413);
    expect((await put(owner, `/api/audios/${audio.id}`, TINY_PNG, " ")).status).toBe(400);
    expect(await storedLogos()).toEqual([]);
  });

  it("is the owner's only: anyone else's site or audio is a 404", async () => {
    expect((await put(stranger, `/api/audios/${audio.id}`, TINY_PNG)).status).toBe(404);
    expect((await put(stranger, `/api/sites/${site.id}`, TINY_PNG)).status).toBe(404);
    expect((await stranger.request(`/api/audios/${audio.id}/logo`)).status).toBe(404);
    expect((await stranger.request(`/api/sites/${site.id}/logo`, { method: "DELETE" })).status).toBe(404);
    expect((await anonymous().request(`/api/audios/${audio.id}/logo`)).status).toBe(401);
    expect(await storedLogos()).toEqual([]);
  });

  it("shows the site's logo in its products' players, named after the shop, served for a year", async () => {
    const res = await put(owner, `/api/sites/${site.id}`, TINY_PNG);
    expect(res.status).toBe(200);
    const logo = (await logoOf(res))!;
    expect(logo).toMatchObject({ alt: "oak-shop.example", from: "site" });
    expect(logo.url).toMatch(/\/logo\/[0-9a-f-]{36}\.png$/);
    const img = `<img class="stp-logo" src="${logo.url}" alt="oak-shop.example" width="96" height="32"`;
    expect(await embed()).toContain(img);
    expect(await share()).toContain(img);
    expect(await logoOf(await owner.request(`/api/audios/${audio.id}/logo`))).toMatchObject({ from: "site" });

    const file = await anonymous().request(pathOf(logo.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(TINY_PNG);
    // The extension must be the file's own; an unknown id is a 404.
    expect((await anonymous().request(pathOf(logo.url).replace(".png", ".jpg"))).status).toBe(404);
    expect((await anonymous().request(`/logo/${crypto.randomUUID()}.png`)).status).toBe(404);
  });

  it("lets an audio's own logo override the site's, and falls back when it is removed", async () => {
    const siteLogo = (await logoOf(await owner.request(`/api/sites/${site.id}/logo`)))!;
    const own = (await logoOf(await put(owner, `/api/audios/${audio.id}`, TINY_JPEG, "Oak & Co")))!;
    expect(own).toMatchObject({ alt: "Oak & Co", from: "audio" });
    expect(own.url).toMatch(/\.jpg$/);
    const page = await embed();
    expect(page).toContain(`src="${own.url}" alt="Oak &amp; Co"`);
    expect(page).not.toContain(siteLogo.url);

    // A new upload replaces the old one: the old address is gone, with its file.
    const again = (await logoOf(await put(owner, `/api/audios/${audio.id}`, TINY_WEBP, "Oak & Co")))!;
    expect((await anonymous().request(pathOf(own.url))).status).toBe(404);
    expect(await embed()).toContain(`src="${again.url}"`);
    expect(await storedLogos()).toHaveLength(2);

    const removed = await owner.request(`/api/audios/${audio.id}/logo`, { method: "DELETE" });
    expect(await logoOf(removed)).toMatchObject({ id: siteLogo.id, from: "site" });
    expect(await embed()).toContain(`src="${siteLogo.url}"`);
    expect(await storedLogos()).toHaveLength(1);

    expect((await owner.request(`/api/sites/${site.id}/logo`, { method: "DELETE" })).status).toBe(200);
    expect(await embed()).not.toContain("stp-logo");
    expect(await storedLogos()).toEqual([]);
  });

  it("follows the workspace roles: a site's logo is its admins', an audio's its members'", async () => {
    const member = await signUpConfirmed(server.app, server.mail, "logos-member@example.com");
    const viewer = await signUpConfirmed(server.app, server.mail, "logos-viewer@example.com");
    await inviteAndAccept(server.mail, owner, member, "logos-member@example.com", "member");
    await inviteAndAccept(server.mail, owner, viewer, "logos-viewer@example.com", "viewer");
    for (const client of [member, viewer]) {
      const switched = await client.request("/api/workspaces/switch", { json: { workspace_id: workspace } });
      expect(switched.status).toBe(200);
    }
    expect((await put(member, `/api/sites/${site.id}`, TINY_PNG)).status).toBe(403);
    expect((await put(viewer, `/api/audios/${audio.id}`, TINY_PNG)).status).toBe(403);
    expect((await viewer.request(`/api/audios/${audio.id}/logo`)).status).toBe(200);
    expect((await put(member, `/api/audios/${audio.id}`, TINY_PNG, "Oak")).status).toBe(200);
    expect((await member.request(`/api/audios/${audio.id}/logo`, { method: "DELETE" })).status).toBe(200);
  });
});

async function ownerWorkspace(client: TestClient): Promise<string> {
  const me = (await (await client.request("/api/me")).json()) as { workspace: { id: string } };
  return me.workspace.id;
}
