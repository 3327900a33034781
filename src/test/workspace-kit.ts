import { expect } from "vitest";
import type { TestClient } from "./auth-client";
import type { createMemoryMail } from "./memory-mail";

/** The token of the last invitation link mailed to `email`. */
export function invitationToken(mail: ReturnType<typeof createMemoryMail>, email: string): string {
  const link = mail.lastTo(email).link!;
  return new URL(link).hash.replace(/^#token=/, "");
}

/** `owner` invites `email` into its current workspace with `role`; `member` (signed in as that email) accepts. */
export async function inviteAndAccept(
  mail: ReturnType<typeof createMemoryMail>,
  owner: TestClient,
  member: TestClient,
  email: string,
  role: "owner" | "admin" | "member" | "viewer" = "member",
): Promise<void> {
  const invited = await owner.request("/api/workspaces/current/invitations", { json: { email, role } });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const accepted = await member.request("/api/workspaces/invitations/accept", {
    json: { token: invitationToken(mail, email) },
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
}

/** A new shared workspace of `owner`, made current; its id. */
export async function newWorkspace(owner: TestClient, name = "Harbor Goods"): Promise<string> {
  const res = await owner.request("/api/workspaces", { json: { name } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
