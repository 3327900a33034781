import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages";
import { WORKSPACE_MESSAGES } from "../../../shared/workspaces/workspace-messages";
import { GOOD_PASSWORD, signUpConfirmed } from "../../../test/accounts";
import { useTestApp } from "../../../test/working-app";
import { TestClient } from "../../../test/auth-client";
import { testDatabaseKind } from "../../../test/test-database";

type Me = { user: { email: string; locale?: string | null } | null };

describe(`the account's interface language (${testDatabaseKind()})`, () => {
  const server = useTestApp();

  it("takes the language sent with the sign-up: the confirmation email is German, /api/me says de", async () => {
    const client = new TestClient(server.app);
    const res = await client.request("/api/auth/sign-up/email", {
      json: { email: "greta@example.com", password: GOOD_PASSWORD, name: "Greta", locale: "de", callbackURL: "/" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const email = server.mail.lastTo("greta@example.com");
    expect(email.subject).toBe("Bestätigen Sie Ihr ShelfTalk-Konto");
    expect(email.text).toContain("E-Mail-Adresse bestätigen:");
    expect(email.html).toContain('<html lang="de">');
    await client.openLink(email.link!);
    expect(((await (await client.request("/api/me")).json()) as Me).user?.locale).toBe("de");
  });

  it("is changed with PATCH /api/account/locale, and the next email follows it", async () => {
    const client = await signUpConfirmed(server.app, server.mail, "kenji@example.com");
    expect(((await (await client.request("/api/me")).json()) as Me).user?.locale).toBeNull();
    const res = await client.request("/api/account/locale", { method: "PATCH", json: { locale: "ja" } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ locale: "ja" });
    expect(((await (await client.request("/api/me")).json()) as Me).user?.locale).toBe("ja");

    const reset = await new TestClient(server.app).request("/api/auth/request-password-reset", {
      json: { email: "kenji@example.com", redirectTo: "/auth" },
    });
    expect(reset.status).toBe(200);
    expect(server.mail.lastTo("kenji@example.com").subject).toBe("ShelfTalk のパスワードの再設定");
  });

  it("refuses a language that is not one of the eight, and a visitor who is not signed in", async () => {
    const client = await signUpConfirmed(server.app, server.mail, "nl@example.com");
    for (const locale of ["nl", "", "DE", 3]) {
      const res = await client.request("/api/account/locale", { method: "PATCH", json: { locale } });
      expect(res.status).toBe(400);
      // A spec message, so the client shows it in the reader's language (decision 098).
      expect(((await res.json()) as { error: string }).error).toBe(MESSAGES.generic.invalidInput);
    }
    const extra = await client.request("/api/account/locale", { method: "PATCH", json: { locale: "de", x: 1 } });
    expect(extra.status).toBe(400);
    const visitor = await new TestClient(server.app).request("/api/account/locale", {
      method: "PATCH",
      json: { locale: "de" },
    });
    expect(visitor.status).toBe(401);
    // better-auth's own update route is held to the same eight.
    const viaAuth = await client.request("/api/auth/update-user", { json: { locale: "nl" } });
    expect(viaAuth.status).toBe(400);
    expect(((await (await client.request("/api/me")).json()) as Me).user?.locale).toBeNull();
  });

  it("keeps an unknown sign-up language out: no choice, English mail", async () => {
    const client = new TestClient(server.app);
    await client.request("/api/auth/sign-up/email", {
      json: { email: "xx@example.com", password: GOOD_PASSWORD, name: "Xavier", locale: "xx", callbackURL: "/" },
    });
    const email = server.mail.lastTo("xx@example.com");
    expect(email.subject).toBe("Confirm your ShelfTalk account");
    await client.openLink(email.link!);
    expect(((await (await client.request("/api/me")).json()) as Me).user?.locale).toBeNull();
  });

  it("writes an invitation in the inviter's language: the account's, else the browser's", async () => {
    const owner = await signUpConfirmed(server.app, server.mail, "owner-fr@example.com", {
      "accept-language": "fr-FR,fr;q=0.9",
    });
    const invited = await owner.request("/api/workspaces/current/invitations", {
      json: { email: "guest@example.com", role: "member" },
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    expect(server.mail.lastTo("guest@example.com").subject).toBe("Vous êtes invité à un espace de travail ShelfTalk");

    await owner.request("/api/account/locale", { method: "PATCH", json: { locale: "de" } });
    await owner.request("/api/workspaces/current/invitations", { json: { email: "gast@example.com", role: "admin" } });
    const german = server.mail.lastTo("gast@example.com");
    expect(german.subject).toBe("Sie sind zu einem ShelfTalk-Arbeitsbereich eingeladen");
    expect(german.text).toContain("„Admin“");
  });

  it("writes an invitation in the language the invite form chose, over the inviter's own", async () => {
    const owner = await signUpConfirmed(server.app, server.mail, "owner-en@example.com", {
      "accept-language": "en-US",
    });
    await owner.request("/api/account/locale", { method: "PATCH", json: { locale: "de" } });
    const invited = await owner.request("/api/workspaces/current/invitations", {
      json: { email: "yuki@example.com", role: "viewer", locale: "ja" },
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const japanese = server.mail.lastTo("yuki@example.com");
    expect(japanese.subject).toBe("ShelfTalk のワークスペースに招待されました");
    expect(japanese.text).toContain("招待を見る");
    expect(japanese.html).toContain('<html lang="ja">');

    // Not one of the eight: refused with the form's own message, and no server.mail is sent.
    for (const locale of ["nl", "JA", "", 7]) {
      const refused = await owner.request("/api/workspaces/current/invitations", {
        json: { email: "nobody@example.com", role: "member", locale },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(WORKSPACE_MESSAGES.languageInvalid);
    }
    expect(server.mail.sent.filter((m) => m.to === "nobody@example.com")).toEqual([]);
  });
});
