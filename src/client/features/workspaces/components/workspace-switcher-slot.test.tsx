import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { useAuth } from "../../../lib/account/auth-context";
import { WorkspaceSwitcherSlot } from "./workspace-switcher-slot";

// Counts how often the switcher's module is loaded: the point of the slot is not loading it.
const switcherModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./workspace-switcher", async (importOriginal) => {
  switcherModule.loads += 1;
  return importOriginal();
});

const me = (memberships: number) => ({
  user: { id: "u1", email: "owner@shop.example", name: "Owner", emailVerified: true },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: [],
  workspace: { id: "u1", role: "owner", memberships },
});
const workspaces = [
  { id: "u1", name: "Owner", personal: true, role: "owner", credits: 1, current: true },
  { id: "w2", name: "Corner Shop", personal: false, role: "member", credits: 12, current: false },
];

function SignedInEmail() {
  return <span>{useAuth().user?.email}</span>;
}

// In this order: the first test checks that the module was never loaded.
describe("WorkspaceSwitcherSlot", () => {
  it("loads nothing, asks for nothing and shows nothing for a person in one workspace", async () => {
    const api = stubFetch({ "GET /api/me": () => me(1), "GET /api/workspaces": () => ({ workspaces }) });
    renderPage(
      <>
        <SignedInEmail />
        <WorkspaceSwitcherSlot />
      </>,
      { auth: true },
    );
    // Once the session is known, the slot has decided.
    await screen.findByText("owner@shop.example");
    expect(screen.queryByTestId("workspace-switcher")).toBeNull();
    expect(api.sent("GET /api/workspaces")).toHaveLength(0);
    expect(switcherModule.loads).toBe(0);
  });

  it("loads and shows the switcher for a person in several workspaces", async () => {
    const api = stubFetch({ "GET /api/me": () => me(2), "GET /api/workspaces": () => ({ workspaces }) });
    renderPage(<WorkspaceSwitcherSlot className="flex" />, { auth: true });
    // The first import of the switcher's module is transformed on the spot: slow on a busy machine.
    const select = await screen.findByTestId("workspace-switcher", undefined, { timeout: 10_000 });
    expect(select).toHaveDisplayValue("Owner (personal) · 1 credit");
    expect(select.closest("label")).toHaveClass("flex");
    expect(api.sent("GET /api/workspaces")).toHaveLength(1);
    expect(switcherModule.loads).toBe(1);
  });
});
