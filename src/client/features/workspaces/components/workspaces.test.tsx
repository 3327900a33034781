import { screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { WorkspaceSummary } from "../../../../shared/workspaces/workspace-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { WORKSPACE_MESSAGES } from "../../../../shared/workspaces/workspace-messages";
import { serverMessagesLoaded, setLocale } from "../../../i18n/i18n";
import { InvitationsPanel } from "./invitations-panel";
import { WorkspaceSwitcher } from "./workspace-switcher";

const me = (memberships: number) => ({
  user: { id: "u1", email: "owner@shop.example", name: "Owner", emailVerified: true },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: [],
  workspace: { id: "u1", role: "owner", memberships },
});
const PERSONAL: WorkspaceSummary = {
  id: "u1",
  name: "Owner",
  personal: true,
  role: "owner",
  credits: 1,
  current: true,
};
const SHOP: WorkspaceSummary = {
  id: "w2",
  name: "Corner Shop",
  personal: false,
  role: "member",
  credits: 12,
  current: false,
};

/** The owner's invite form in German, with the server's messages loaded. */
async function renderGermanInvitations() {
  await setLocale("de");
  await serverMessagesLoaded();
  return renderPage(
    <Suspense fallback="…">
      <InvitationsPanel role="owner" />
    </Suspense>,
  );
}
describe("WorkspaceSwitcher", () => {
  it("stays out of the way of a person with one workspace (no request, nothing shown)", async () => {
    const api = stubFetch({ "GET /api/me": () => me(1) });
    renderPage(<WorkspaceSwitcher />, { auth: true });
    await waitFor(() => expect(api.sent("GET /api/me")).toHaveLength(1));
    expect(screen.queryByTestId("workspace-switcher")).toBeNull();
  });

  it("shows the current workspace with its balance and switches to another", async () => {
    let current = "u1";
    const api = stubFetch({
      "GET /api/me": () => me(2),
      "GET /api/workspaces": () => ({
        workspaces: [PERSONAL, SHOP].map((w) => ({ ...w, current: w.id === current })),
      }),
      "POST /api/workspaces/switch": () => {
        current = "w2";
        return { workspace_id: "w2" };
      },
    });
    const { user } = renderPage(<WorkspaceSwitcher />, { auth: true });
    // Two requests (the session, then the list) before it shows: allow a busy machine more than 1 s.
    const select = await screen.findByTestId("workspace-switcher", {}, { timeout: 5000 });
    expect(select).toHaveDisplayValue("Owner (personal) · 1 credit");
    await user.selectOptions(select, "w2");
    expect(api.sent("POST /api/workspaces/switch")[0]?.body).toEqual({ workspace_id: "w2" });
    await waitFor(
      () => expect(screen.getByTestId("workspace-switcher")).toHaveDisplayValue("Corner Shop · 12 credits"),
      { timeout: 5000 },
    );
  });
});

describe("InvitationsPanel", () => {
  // Leave the next test in English.
  afterEach(async () => {
    await setLocale("en");
  });

  it("invites by email with the chosen role and lists pending invitations; an admin can't invite owners", async () => {
    const invitations: Array<Record<string, string>> = [];
    const api = stubFetch({
      "GET /api/workspaces/current/invitations": () => ({ invitations }),
      "POST /api/workspaces/current/invitations": (request) => {
        const body = request.body as { email: string; role: string };
        invitations.push({ id: "i1", ...body, status: "pending", expires_at: "", created_at: "" });
        return { id: "i1" };
      },
    });
    const { user } = renderPage(<InvitationsPanel role="admin" />);
    expect(screen.queryByRole("option", { name: "Owner" })).toBeNull();
    await user.type(screen.getByLabelText("Email"), "writer@shop.example");
    await user.selectOptions(screen.getByLabelText("Role"), "viewer");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(api.sent("POST /api/workspaces/current/invitations")[0]?.body).toEqual({
      email: "writer@shop.example",
      role: "viewer",
      locale: "en",
    });
    expect(await screen.findByTestId("invitation-row")).toHaveTextContent("writer@shop.example · Viewer");
  });

  it("writes the invitation email in the inviter's language unless they pick another, each named in its own", async () => {
    const api = stubFetch({
      "GET /api/workspaces/current/invitations": () => ({ invitations: [] }),
      "POST /api/workspaces/current/invitations": () => ({ id: "i1" }),
    });
    const { user } = await renderGermanInvitations();
    const language = await screen.findByLabelText("Sprache der E-Mail");
    expect(language).toHaveValue("de");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(
      expect.arrayContaining(["English", "Deutsch", "Français", "日本語", "中文（简体）"]),
    );
    await user.type(screen.getByLabelText("E-Mail"), "kenji@shop.example");
    await user.click(screen.getByRole("button", { name: "Einladung senden" }));
    await waitFor(() => expect(api.sent("POST /api/workspaces/current/invitations")).toHaveLength(1));
    expect(api.sent("POST /api/workspaces/current/invitations")[0]?.body).toMatchObject({ locale: "de" });

    await user.selectOptions(language, "ja");
    await user.type(screen.getByLabelText("E-Mail"), "yuki@shop.example");
    await user.click(screen.getByRole("button", { name: "Einladung senden" }));
    await waitFor(() => expect(api.sent("POST /api/workspaces/current/invitations")).toHaveLength(2));
    expect(api.sent("POST /api/workspaces/current/invitations")[1]?.body).toEqual({
      email: "yuki@shop.example",
      role: "member",
      locale: "ja",
    });
  });

  it("shows the server's refusal in the seller's language", async () => {
    stubFetch({
      "GET /api/workspaces/current/invitations": () => ({ invitations: [] }),
      "POST /api/workspaces/current/invitations": () => apiError(403, WORKSPACE_MESSAGES.ownersOnly, "forbidden"),
    });
    const { user } = await renderGermanInvitations();
    await user.type(await screen.findByLabelText("E-Mail"), "boss@shop.example");
    await user.selectOptions(screen.getByLabelText("Rolle"), "owner");
    await user.click(screen.getByRole("button", { name: "Einladung senden" }));
    expect(
      await screen.findByText("Nur ein Inhaber kann andere zu Inhabern machen oder ihnen diese Rolle entziehen."),
    ).toBeInTheDocument();
  });
});
