import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/client/fetch-stub";
import { renderPage } from "../../test/client/render";
import { AuthButtons } from "./auth-buttons";

const SIGNED_IN = {
  user: { id: "u1", email: "seller@shop.example", name: "Seller", emailVerified: true },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: [],
  workspace: { id: "u1", role: "owner", memberships: 1 },
};

describe("AuthButtons", () => {
  it("offers Sign In and Sign Up to a visitor; Sign Up opens the form in sign-up mode", async () => {
    stubFetch({ "GET /api/me": () => ({ user: null, session: null, roles: [] }) });
    const { user, location } = renderPage(<AuthButtons />, { auth: true });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(location.pathname).toBe("/auth");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("shows a signed-in seller's email, Developers and Team, and signs out", async () => {
    const api = stubFetch({
      "GET /api/me": () => SIGNED_IN,
      "POST /api/account/sign-out": () => ({ success: true }),
      "GET /api/credits": () => ({ credits: 7 }),
    });
    const { user } = renderPage(<AuthButtons stacked />, { auth: true });
    expect(await screen.findByTestId("user-email")).toHaveTextContent("seller@shop.example");
    expect(screen.getByRole("link", { name: "Developers" })).toHaveAttribute("href", "/developers");
    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team");
    expect(screen.queryByRole("button", { name: "Sign In" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(api.sent("POST /api/account/sign-out")).toHaveLength(1);
  });

  it("shows the balance under the email, linking to the packs (issue 25)", async () => {
    stubFetch({ "GET /api/me": () => SIGNED_IN, "GET /api/credits": () => ({ credits: 7 }) });
    renderPage(<AuthButtons />, { auth: true });
    const balance = await screen.findByText("Credits: 7");
    expect(balance).toHaveAttribute("href", "/pricing");
    expect(screen.getByTestId("user-email")).toHaveTextContent("seller@shop.example");
  });
});
