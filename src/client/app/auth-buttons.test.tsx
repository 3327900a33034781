import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/client/fetch-stub";
import { renderPage } from "../../test/client/render";
import { AuthButtons } from "./auth-buttons";

const me = {
  user: { id: "u1", email: "seller@shop.example", name: "Seller", emailVerified: true },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: [],
  workspace: { id: "u1", role: "owner", memberships: 1 },
};

describe("AuthButtons (signed in)", () => {
  it("shows the balance under the email, linking to the packs (issue 25)", async () => {
    stubFetch({ "GET /api/me": () => me, "GET /api/credits": () => ({ credits: 7 }) });
    renderPage(<AuthButtons />, { auth: true });
    const balance = await screen.findByText("Credits: 7");
    expect(balance).toHaveAttribute("href", "/pricing");
    expect(screen.getByTestId("user-email")).toHaveTextContent("seller@shop.example");
  });
});
