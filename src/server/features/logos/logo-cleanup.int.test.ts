import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AudioView } from "../../../shared/audios/audio-schemas";
import { type LogoResponse, type LogoView } from "../../../shared/logos/logos";
import type { SiteView } from "../../../shared/sites/site-schemas";
import { setCredits } from "../../../robustness/support/seller-state";
import { signUpConfirmed } from "../../../test/accounts";
import { useTestApp } from "../../../test/working-app";
import { TestClient } from "../../../test/auth-client";
import { TINY_PNG } from "../../../test/fixtures/images";
import { generateAudio, pathOf } from "../../../test/publish-kit";
import { newWorkspace } from "../../../test/workspace-kit";
import { embedLogos, generatedAudios, siteProducts, sites } from "../../db/schema/index";

/**
 * Decision 134: a logo's file goes when its site or audio (or its workspace) is deleted, after
 * the deletion commits, best effort, and never while anything else still holds or names it.
 */
describe("logo files go with their holders", () => {
  let owner: TestClient;
  let workspace: string;
  let shop = 0;

  const upload = async (path: string): Promise<LogoView> => {
    const res = await owner.request(`${path}/logo?alt=Oak`, {
      method: "PUT",
      body: TINY_PNG,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as LogoResponse).logo!;
  };
  const stored = () => server.deps.storage.list(`logos/${workspace}/`);
  const keyOf = async (logoId: string) => {
    const [row] = await server.database.db.select().from(embedLogos).where(eq(embedLogos.id, logoId));
    return row?.storageKey;
  };
  const served = async (logo: LogoView) => (await new TestClient(server.app).request(pathOf(logo.url))).status;
  const newSite = async (): Promise<SiteView> => {
    shop += 1;
    const res = await owner.request("/api/sites", { json: { origin: `https://shop-${shop}.example` } });
    expect(res.status).toBe(201);
    return (await res.json()) as SiteView;
  };
  const newAudio = (name: string): Promise<AudioView> =>
    generateAudio(owner, `${name}\nA solid oak cutting board. Only $49.`);
  const del = async (path: string) => expect((await owner.request(path, { method: "DELETE" })).status).toBe(200);

  const server = useTestApp();
  beforeAll(async () => {
    owner = await signUpConfirmed(server.app, server.mail, "logo-cleanup@example.com");
    const me = (await (await owner.request("/api/me")).json()) as { workspace: { id: string } };
    workspace = me.workspace.id;
    await setCredits(server.database.db, workspace, 10);
  });

  it("deleting an audio deletes its own logo, row and file; its address answers 404", async () => {
    const audio = await newAudio("Oak Board");
    const logo = await upload(`/api/audios/${audio.id}`);
    const key = await keyOf(logo.id);
    expect(await stored()).toEqual([key]);
    expect(await served(logo)).toBe(200);
    await del(`/api/audios/${audio.id}`);
    expect(await stored()).toEqual([]);
    expect(await keyOf(logo.id)).toBeUndefined();
    expect(await served(logo)).toBe(404);
  });

  it("deleting a site deletes its logo; an audio of its products keeps its own", async () => {
    const site = await newSite();
    const siteLogo = await upload(`/api/sites/${site.id}`);
    const audio = await newAudio("Oak Tray");
    const audioLogo = await upload(`/api/audios/${audio.id}`);
    await server.database.db
      .insert(siteProducts)
      .values({ siteId: site.id, userId: workspace, url: `${site.origin}/p/tray`, status: "live", audioId: audio.id });
    await del(`/api/sites/${site.id}`);
    expect(await stored()).toEqual([await keyOf(audioLogo.id)]);
    expect(await served(siteLogo)).toBe(404);
    expect(await served(audioLogo)).toBe(200);
    await del(`/api/audios/${audio.id}`);
    expect(await stored()).toEqual([]);
  });

  it("deleting audios from the table deletes their logos", async () => {
    const audios = [await newAudio("Oak Spoon"), await newAudio("Oak Bowl")];
    for (const audio of audios) await upload(`/api/audios/${audio.id}`);
    expect(await stored()).toHaveLength(2);
    const res = await owner.request("/api/audios/bulk-delete", { json: { ids: audios.map((a) => a.id) } });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it("never deletes a logo something else still holds, nor a file another logo row names", async () => {
    const site = await newSite();
    const logo = await upload(`/api/sites/${site.id}`);
    const audio = await newAudio("Oak Crate");
    // Two holders of one logo (no route makes this today; a future one, or a copy, may).
    await server.database.db.update(generatedAudios).set({ logoId: logo.id }).where(eq(generatedAudios.id, audio.id));
    await del(`/api/sites/${site.id}`);
    expect(await keyOf(logo.id)).toBeDefined();
    expect(await stored()).toHaveLength(1);
    expect(await served(logo)).toBe(200);

    // A second row naming the same file, held by another site: the file outlives the first row.
    const other = await newSite();
    const key = (await keyOf(logo.id))!;
    const [twin] = await server.database.db
      .insert(embedLogos)
      .values({ userId: workspace, storageKey: key, contentType: "image/png", bytes: TINY_PNG.byteLength, alt: "Oak" })
      .returning();
    await server.database.db.update(sites).set({ logoId: twin!.id }).where(eq(sites.id, other.id));
    await del(`/api/audios/${audio.id}`);
    expect(await keyOf(logo.id)).toBeUndefined();
    expect(await stored()).toEqual([key]);
    await del(`/api/sites/${other.id}`);
    expect(await stored()).toEqual([]);
  });

  it("a file storage cannot delete does not fail the deletion: it is logged", async () => {
    const audio = await newAudio("Oak Stool");
    const logo = await upload(`/api/audios/${audio.id}`);
    const key = (await keyOf(logo.id))!;
    const original = server.deps.storage.delete.bind(server.deps.storage);
    const failing = vi
      .spyOn(server.deps.storage, "delete")
      .mockImplementation((k) => (k.startsWith("logos/") ? Promise.reject(new Error("disk busy")) : original(k)));
    const logged = vi.spyOn(server.deps.logger, "error");
    try {
      await del(`/api/audios/${audio.id}`);
    } finally {
      failing.mockRestore();
    }
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ key }), "could not remove logo file");
    logged.mockRestore();
    expect(await keyOf(logo.id)).toBeUndefined();
    expect(await served(logo)).toBe(404);
    // What storage kept goes by hand here; in production it is a stray file of at most 200 KB.
    await server.deps.storage.delete(key);
  });

  it("deleting a shared workspace deletes the logo files it still had", async () => {
    const shared = await newWorkspace(owner, "Oak Annex");
    const key = `logos/${shared}/leftover.png`;
    await server.deps.storage.put(key, TINY_PNG, "image/png");
    await server.database.db
      .insert(embedLogos)
      .values({ userId: shared, storageKey: key, contentType: "image/png", bytes: TINY_PNG.byteLength, alt: "Oak" });
    expect(await server.deps.storage.list(`logos/${shared}/`)).toEqual([key]);
    const res = await owner.request("/api/workspaces/current", { method: "DELETE" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await server.deps.storage.list(`logos/${shared}/`)).toEqual([]);
    expect(await server.database.db.select().from(embedLogos).where(eq(embedLogos.userId, shared))).toEqual([]);
  });
});
