import { expect, test, type Browser, type Page } from "@playwright/test";
import { createConfirmedAccount } from "./support/accounts";
import { E2E_BASE_URL } from "./support/e2e-env";
import { buyCredits, makeAudioFromLink } from "./support/generator";
import { linkInMessage, waitForOutboxMessage } from "./support/outbox";

// Issue 27: a shop's people share one workspace. The owner invites by email through the outbox,
// the member accepts from the link and spends the workspace's credits, the owner sees the audio in
// the library and the spend in the audit log; a viewer can't generate.

const JSON_HEADERS = { origin: E2E_BASE_URL, "content-type": "application/json" };

async function credits(page: Page): Promise<number> {
  const answer = await page.request.get("/api/credits");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { credits: number }).credits;
}

async function newSeller(browser: Browser, prefix: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = await createConfirmedAccount(page, prefix);
  return { page, email };
}

/** The owner invites `email` with `role` on the Team page; the invitee opens the mailed link and accepts. */
async function inviteAndAccept(owner: Page, invitee: { page: Page; email: string }, role: "member" | "viewer") {
  const sentAfter = Date.now() - 1000;
  await owner.goto("/team");
  await owner.getByRole("textbox", { name: "Email" }).fill(invitee.email);
  await owner.getByRole("combobox", { name: "Role", exact: true }).selectOption(role);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByTestId("invitation-row").filter({ hasText: invitee.email })).toBeVisible();

  const mail = await waitForOutboxMessage(invitee.email, /You are invited to a ShelfTalk workspace/, sentAfter);
  await invitee.page.goto(linkInMessage(mail));
  await invitee.page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(invitee.page).toHaveURL(/\/my-audios/);
}

test("an owner invites a member who makes an audio with the workspace's credits; the owner sees it and the audit log", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await newSeller(browser, "team-owner");
  await buyCredits(owner.page, "lite");
  const ownerBalance = await credits(owner.page);
  expect(ownerBalance).toBeGreaterThan(1);

  const member = await newSeller(browser, "team-member");
  const personalBalance = await credits(member.page);
  await inviteAndAccept(owner.page, member, "member");

  // The member now acts in the owner's workspace: its balance, not their own free credit.
  expect(await credits(member.page)).toBe(ownerBalance);
  await makeAudioFromLink(member.page);
  expect(await credits(owner.page)).toBe(ownerBalance - 1);

  // Their own workspace is untouched: switching back shows the free credit still there.
  // (A personal workspace's id is its person's id, decision 084; the owner's is personal too.)
  const me = (await (await member.page.request.get("/api/me")).json()) as { user: { id: string } };
  const mine = await member.page.request.get("/api/workspaces");
  const { workspaces } = (await mine.json()) as { workspaces: { id: string; credits: number }[] };
  expect(workspaces.find((w) => w.id === me.user.id)?.credits).toBe(personalBalance);

  // The owner sees the member's audio in the library and the spend in the audit log.
  await owner.page.goto("/my-audios");
  await expect(owner.page.getByText(/Aurora Pro/).first()).toBeVisible();
  await owner.page.goto("/team");
  const audit = owner.page.getByTestId("audit-row");
  await expect(audit.filter({ hasText: "member.joined" }).filter({ hasText: member.email })).toBeVisible();
  // The spend names the member who made it (decision 120), not "ShelfTalk".
  await expect(audit.filter({ hasText: "credits.spent" }).filter({ hasText: member.email })).toBeVisible();
});

test("a viewer of the workspace can read it but can't generate", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await newSeller(browser, "team-owner");
  await buyCredits(owner.page, "lite");
  const viewer = await newSeller(browser, "team-viewer");
  await inviteAndAccept(owner.page, viewer, "viewer");

  // Reading works: the library and the balance of the workspace.
  expect(await credits(viewer.page)).toBe(await credits(owner.page));
  await viewer.page.goto("/my-audios");
  await expect(viewer.page.getByRole("heading", { level: 1 })).toBeVisible();

  // Generating doesn't: the server refuses a script and an audio, and nothing is spent.
  const before = await credits(owner.page);
  const script = await viewer.page.request.post("/api/scripts", {
    headers: JSON_HEADERS,
    data: { specifications: "A steel water bottle, 750 ml, keeps drinks cold for 24 hours.", language: "en" },
  });
  expect(script.status()).toBe(403);
  const audio = await viewer.page.request.post("/api/audios", {
    headers: JSON_HEADERS,
    data: {
      draftId: "00000000-0000-4000-8000-000000000000",
      text: "Hello.",
      voice: "alloy",
      idempotencyKey: "viewer-attempt-1",
    },
  });
  expect(audio.status()).toBe(403);
  expect(await credits(owner.page)).toBe(before);
});
