import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../../test/accounts";
import type { TestClient } from "../../../test/auth-client";
import { createMemoryMail } from "../../../test/memory-mail";
import { createTestApp, testConfig } from "../../../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../../test/test-database";
import { inviteAndAccept, invitationToken, newWorkspace } from "../../../test/workspace-kit";
import type { WorkspaceSummary } from "../../../shared/workspaces/workspace-schemas";
import { workspaceInvitations } from "../../db/schema/index";
import { INVITATION_MESSAGES } from "./invitations.service";
import { WORKSPACE_MESSAGES } from "./workspaces.service";

const json = async <T>(res: Response) => (await res.json()) as T;
const mine = async (client: TestClient) =>
  (await json<{ workspaces: WorkspaceSummary[] }>(await client.request("/api/workspaces"))).workspaces;
const current = async (client: TestClient) => (await mine(client)).find((w) => w.current)!;

describe(`workspaces and invitations (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  const mail = createMemoryMail();
  let app: ReturnType<typeof createTestApp>["app"];
  let deps: ReturnType<typeof createTestApp>["deps"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, deps } = createTestApp({ database, config: testConfig({ RATE_LIMIT_DISABLED: "true" }), deps: { mail } }));
  });
  afterAll(async () => {
    await deps.speech.close?.();
    await database.drop();
  });

  it("gives every account a personal workspace holding its free credit", async () => {
    const ann = await signUpConfirmed(app, mail, "solo@example.com");
    const list = await mine(ann);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ personal: true, role: "owner", credits: 1, current: true, name: "Test Seller" });
    expect(await json(await ann.request("/api/credits"))).toMatchObject({ credits: 1 });
  });

  it("accepts an invitation once, with the invited email only, and refuses revoked and expired ones", async () => {
    const owner = await signUpConfirmed(app, mail, "inv-owner@example.com");
    const invitee = await signUpConfirmed(app, mail, "inv-member@example.com");
    const stranger = await signUpConfirmed(app, mail, "inv-stranger@example.com");
    const workspaceId = await newWorkspace(owner);
    await owner.request("/api/workspaces/current/invitations", { json: { email: "inv-member@example.com" } });
    const token = invitationToken(mail, "inv-member@example.com");
    expect(mail.lastTo("inv-member@example.com").text).not.toContain("Harbor Goods");

    const preview = await stranger.request("/api/workspaces/invitations/preview", { json: { token } });
    expect(await json(preview)).toEqual({
      workspace_name: "Harbor Goods",
      role: "member",
      email: "inv-member@example.com",
    });
    const wrong = await stranger.request("/api/workspaces/invitations/accept", { json: { token } });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toMatchObject({ error: INVITATION_MESSAGES.wrongEmail });

    const ok = await invitee.request("/api/workspaces/invitations/accept", { json: { token } });
    expect(ok.status).toBe(200);
    expect(await current(invitee)).toMatchObject({ id: workspaceId, role: "member", personal: false });
    const again = await invitee.request("/api/workspaces/invitations/accept", { json: { token } });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: INVITATION_MESSAGES.used });

    // Revoked: refused at once.
    await owner.request("/api/workspaces/current/invitations", { json: { email: "inv-stranger@example.com" } });
    const revokedToken = invitationToken(mail, "inv-stranger@example.com");
    const { invitations } = await json<{ invitations: Array<{ id: string; email: string; status: string }> }>(
      await owner.request("/api/workspaces/current/invitations"),
    );
    const pending = invitations.find((i) => i.email === "inv-stranger@example.com" && i.status === "pending")!;
    expect(
      (await owner.request(`/api/workspaces/current/invitations/${pending.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    const revoked = await stranger.request("/api/workspaces/invitations/accept", { json: { token: revokedToken } });
    expect(revoked.status).toBe(409);
    expect(await json(revoked)).toMatchObject({ error: INVITATION_MESSAGES.revoked });

    // Expired after 7 days.
    await owner.request("/api/workspaces/current/invitations", { json: { email: "inv-stranger@example.com" } });
    const oldToken = invitationToken(mail, "inv-stranger@example.com");
    await database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.email, "inv-stranger@example.com"));
    const expired = await stranger.request("/api/workspaces/invitations/accept", { json: { token: oldToken } });
    expect(expired.status).toBe(409);
    expect(await json(expired)).toMatchObject({ error: INVITATION_MESSAGES.expired });
    const invalid = await stranger.request("/api/workspaces/invitations/accept", { json: { token: "x".repeat(43) } });
    expect(invalid.status).toBe(404);
    expect((await mine(stranger)).map((w) => w.personal)).toEqual([true]);
  });

  it("keeps a last owner, and a removed member's session falls back to their personal workspace", async () => {
    const owner = await signUpConfirmed(app, mail, "lo-owner@example.com");
    const other = await signUpConfirmed(app, mail, "lo-other@example.com");
    await newWorkspace(owner);
    const ownerId = (
      await json<{ members: Array<{ user_id: string }> }>(await owner.request("/api/workspaces/current/members"))
    ).members[0]!.user_id;
    const leave = await owner.request("/api/workspaces/current/leave", { method: "POST" });
    expect(leave.status).toBe(409);
    expect(await json(leave)).toMatchObject({ error: WORKSPACE_MESSAGES.lastOwner });
    const demote = await owner.request(`/api/workspaces/current/members/${ownerId}`, {
      method: "PATCH",
      json: { role: "admin" },
    });
    expect(demote.status).toBe(409);

    await inviteAndAccept(mail, owner, other, "lo-other@example.com", "admin");
    const otherId = await memberId(owner, "lo-other@example.com");
    // An admin can't remove (or demote) an owner.
    expect((await other.request(`/api/workspaces/current/members/${ownerId}`, { method: "DELETE" })).status).toBe(403);
    // Promoted to owner, the other one lets the first leave.
    expect(
      (await owner.request(`/api/workspaces/current/members/${otherId}`, { method: "PATCH", json: { role: "owner" } }))
        .status,
    ).toBe(200);
    expect((await owner.request("/api/workspaces/current/leave", { method: "POST" })).status).toBe(200);
    expect((await current(owner)).personal).toBe(true);
    // The personal workspace can't be left or deleted.
    expect((await owner.request("/api/workspaces/current/leave", { method: "POST" })).status).toBe(409);
    expect((await owner.request("/api/workspaces/current", { method: "DELETE" })).status).toBe(409);

    // Removal takes effect on the member's next request.
    const third = await signUpConfirmed(app, mail, "lo-third@example.com");
    await inviteAndAccept(mail, other, third, "lo-third@example.com", "member");
    expect((await current(third)).personal).toBe(false);
    const thirdId = await memberId(other, "lo-third@example.com");
    expect((await other.request(`/api/workspaces/current/members/${thirdId}`, { method: "DELETE" })).status).toBe(200);
    expect(await current(third)).toMatchObject({ personal: true, credits: 1 });
    expect(await json(await third.request("/api/credits"))).toMatchObject({ credits: 1 });
  });

  async function memberId(client: TestClient, email: string): Promise<string> {
    const { members } = await json<{ members: Array<{ user_id: string; email: string }> }>(
      await client.request("/api/workspaces/current/members"),
    );
    return members.find((m) => m.email === email)!.user_id;
  }
});
