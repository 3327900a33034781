import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Claim } from "../../../../shared/claims/claim-schemas";
import { apiError, json, stubFetch, type SeenRequest } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { meQueryOptions } from "../../../lib/account/get-me";
import type { GeneratorDraft } from "../use-generator-state";
import { ScriptStep } from "./script-step";

const SIGNED_IN = {
  user: { id: "u1", email: "seller@shop.example", name: "Seller", emailVerified: true },
  session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" },
  roles: [],
};

const WRONG = "The battery lasts forty hours.";
const GREEN = "They are eco-friendly.";
const DRAFT: GeneratorDraft = {
  productLink: "",
  details: "Aurora Pro headphones. Battery life: 30 hours.",
  language: "en",
  voice: "nova",
  speed: 1,
  creativity: 0.7,
  length: "standard",
  tone: "friendly",
  script: `Meet the Aurora Pro headphones. ${WRONG} ${GREEN}`,
  draftId: "7d0c6c1e-9a43-4a55-9c43-52b1b0f0a001",
  audio: null,
};

const wrong: Claim = {
  sentence: WRONG,
  status: "unsupported",
  reason: '"forty hours" does not match the sources ("30 hours")',
  source: "Battery life: 30 hours.",
};
const green: Claim = {
  sentence: GREEN,
  status: "unsupported",
  reason: '"eco-friendly" is a generic environmental claim the sources do not make',
};

/** A fake of the server's check: flags the seeded sentences still in the text, honours confirmations. */
function checker() {
  const confirmed = new Set<string>();
  const check = (text: string) => ({
    claims: [
      { sentence: "Meet the Aurora Pro headphones.", status: "supported" },
      ...[wrong, green]
        .filter((c) => text.includes(c.sentence))
        .map((c) => (confirmed.has(c.sentence) ? { ...c, confirmed: true } : c)),
    ],
  });
  return {
    check: (r: SeenRequest) => check((r.body as { text: string }).text),
    confirm: (r: SeenRequest) => {
      const body = r.body as { sentence: string; text: string };
      confirmed.add(body.sentence);
      return check(body.text);
    },
  };
}

function Step() {
  const [draft, setDraft] = useState(DRAFT);
  return <ScriptStep draft={draft} balance={3} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />;
}

describe("ScriptStep claims", () => {
  it("marks unsupported sentences with the reason and the nearest source, and re-checks after an edit", async () => {
    const fake = checker();
    const api = stubFetch({ "GET /api/me": () => SIGNED_IN, "POST /api/scripts/check": fake.check });
    const { user } = renderPage(<Step />, { auth: true });

    const list = await screen.findByTestId("script-claims");
    expect(list).toHaveTextContent("2 sentences say something the product page and your details don't");
    expect(screen.getByText(WRONG, { selector: "mark" })).toBeInTheDocument();
    expect(screen.getByText(wrong.reason!)).toBeInTheDocument();
    expect(list).toHaveTextContent("Nearest source: Battery life: 30 hours.");
    expect(screen.getByTestId("unresolved-claims")).toHaveTextContent("2 claims are unresolved");

    // The seller deletes the green claim and fixes the figure: one debounced check of the new text.
    const field = screen.getByLabelText("Your script");
    await user.clear(field);
    await user.type(field, "Meet the Aurora Pro headphones. The battery lasts thirty hours.");
    await waitFor(() => expect(screen.queryByTestId("script-claims")).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByTestId("unresolved-claims")).not.toBeInTheDocument();
    const checks = api.sent("POST /api/scripts/check");
    expect(checks.at(-1)?.body).toEqual({
      draftId: DRAFT.draftId,
      text: "Meet the Aurora Pro headphones. The battery lasts thirty hours.",
    });
    // Debounced: far fewer checks than keystrokes.
    expect(checks.length).toBeLessThan(5);
  });

  it("confirms a sentence the seller can substantiate, then the audio step counts only the rest", async () => {
    const fake = checker();
    const api = stubFetch({
      "GET /api/me": () => SIGNED_IN,
      "POST /api/scripts/check": fake.check,
      "POST /api/scripts/confirm": fake.confirm,
    });
    const { user } = renderPage(<Step />, { auth: true });
    await screen.findByTestId("script-claims");
    const [first] = screen.getAllByRole("button", { name: "I can substantiate this" });
    await user.click(first!);
    expect(await screen.findByText("You confirmed you can substantiate this.")).toBeInTheDocument();
    expect(api.sent("POST /api/scripts/confirm")[0]?.body).toEqual({
      draftId: DRAFT.draftId,
      sentence: WRONG,
      text: DRAFT.script,
    });
    await waitFor(() => expect(screen.getByTestId("unresolved-claims")).toHaveTextContent("1 claim is unresolved"));
  });

  it("shows the server's refusal when the audio is held for unresolved claims", async () => {
    const fake = checker();
    stubFetch({
      "GET /api/me": () => SIGNED_IN,
      "POST /api/scripts/check": fake.check,
      "POST /api/audios": () =>
        apiError(
          422,
          "2 sentences say something the product page and your details don't. Edit them or confirm you can substantiate them.",
          "unresolved_claims",
        ),
      "GET /api/credits": () => json({ credits: 3 }),
    });
    const { user, queryClient } = renderPage(<Step />, { auth: true });
    await waitFor(() => expect(queryClient.getQueryData(meQueryOptions.queryKey)?.user).toBeTruthy());
    await screen.findByTestId("script-claims");
    await user.click(screen.getByRole("button", { name: "Generate Audio" }));
    expect(
      (await screen.findAllByText(/2 sentences say something the product page and your details don't\. Edit them/))
        .length,
    ).toBeGreaterThan(0);
  });
});
