import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ApiKeyView } from "../../../../shared/developers/developer-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { ApiKeysPanel } from "./api-keys-panel";

const KEY: ApiKeyView = {
  id: "5d6f3c1e-8a51-4b0c-9d59-2f7b2b0b7a11",
  name: "Shopify sync",
  prefix: "st_test_ab12",
  created_at: "2026-11-20T10:00:00.000Z",
  role: "member",
  last_used_at: null,
  revoked_at: null,
};

describe("ApiKeysPanel", () => {
  it("lists the seller's keys by name and prefix, never the key, and says when there are none", async () => {
    stubFetch({
      "GET /api/keys": () => ({ keys: [KEY, { ...KEY, id: "k2", name: "Old app", revoked_at: KEY.created_at }] }),
    });
    renderPage(<ApiKeysPanel />);
    const rows = await screen.findAllByTestId("api-key-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Shopify sync");
    expect(rows[0]).toHaveTextContent("st_test_ab12…");
    expect(rows[0]).toHaveTextContent("Last used Never");
    expect(within(rows[1]!).getByText("Revoked")).toBeTruthy();
    expect(within(rows[1]!).queryByRole("button", { name: "Revoke" })).toBeNull();
  });

  it("shows 'No keys yet.' for an empty list", async () => {
    stubFetch({ "GET /api/keys": () => ({ keys: [] }) });
    renderPage(<ApiKeysPanel />);
    expect(await screen.findByText("No keys yet.")).toBeTruthy();
  });

  it("creates a named key, shows it once, then reloads the list without it", async () => {
    let keys: ApiKeyView[] = [];
    const api = stubFetch({
      "GET /api/keys": () => ({ keys }),
      "POST /api/keys": () => {
        keys = [KEY];
        return { ...KEY, key: "st_test_ab12_the_whole_secret" };
      },
    });
    const { user } = renderPage(<ApiKeysPanel />);
    await screen.findByText("No keys yet.");
    const create = screen.getByRole("button", { name: "Create key" });
    expect(create).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText("Key name"), "  Shopify sync ");
    // Member unless chosen; the seller picks what the key may do.
    expect(screen.getByLabelText("Role")).toHaveProperty("value", "member");
    await user.selectOptions(screen.getByLabelText("Role"), "viewer");
    await user.click(create);

    expect(await screen.findByTestId("new-api-key")).toHaveProperty("value", "st_test_ab12_the_whole_secret");
    expect(api.sent("POST /api/keys").map((r) => r.body)).toEqual([{ name: "Shopify sync", role: "viewer" }]);
    expect(screen.getByLabelText("Role")).toHaveProperty("value", "member");
    expect(screen.getByLabelText("Key name")).toHaveProperty("value", "");
    expect(await screen.findByTestId("api-key-row")).toHaveTextContent("Shopify sync");
    expect(screen.getByTestId("api-key-row")).toHaveTextContent("Member");
    expect(api.sent("GET /api/keys")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "I've stored it safely" }));
    expect(screen.queryByTestId("new-api-key")).toBeNull();
    expect(document.body.textContent).not.toContain("the_whole_secret");
  });

  it("shows the server's reason when a key cannot be created", async () => {
    stubFetch({
      "GET /api/keys": () => ({ keys: [] }),
      "POST /api/keys": () => apiError(400, "Please keep the name on a single line."),
    });
    const { user } = renderPage(<ApiKeysPanel />);
    await user.type(screen.getByLabelText("Key name"), "Nightly");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Please keep the name on a single line.")).toBeTruthy();
    expect(screen.queryByTestId("new-api-key")).toBeNull();
  });

  it("revokes only after the inline confirmation, with DELETE on that key", async () => {
    let revoked = false;
    const api = stubFetch({
      "GET /api/keys": () => ({ keys: [{ ...KEY, revoked_at: revoked ? "2026-11-25T10:00:00.000Z" : null }] }),
      [`DELETE /api/keys/${KEY.id}`]: () => {
        revoked = true;
        return { success: true };
      },
    });
    const { user } = renderPage(<ApiKeysPanel />);
    const row = await screen.findByTestId("api-key-row");
    await user.click(within(row).getByRole("button", { name: "Revoke" }));
    expect(row).toHaveTextContent("Revoke this key? Apps using it stop working at once.");
    await user.click(within(row).getByRole("button", { name: "Cancel" }));
    expect(api.sent(`DELETE /api/keys/${KEY.id}`)).toHaveLength(0);

    await user.click(within(row).getByRole("button", { name: "Revoke" }));
    await user.click(within(row).getByRole("button", { name: "Yes, revoke" }));
    expect(await screen.findByText("Key “Shopify sync” revoked.")).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId("api-key-row")).getByText("Revoked")).toBeTruthy());
    expect(api.sent(`DELETE /api/keys/${KEY.id}`)).toHaveLength(1);
  });
});
