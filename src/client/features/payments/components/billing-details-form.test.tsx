import { screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "../../../../shared/payments/billing-messages";
import { BILLING_LIMITS } from "../../../../shared/payments/billing-schemas";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { setLocale } from "../../../i18n/i18n";
import { BillingDetailsForm } from "./billing-details-form";

// One DOM and module graph per worker (vitest.config.ts): leave the next file in English.
afterEach(async () => {
  await setLocale("en");
});

const SAVED = { billing: { name: "Holzwerk GmbH", address: "Hauptstr. 1\n10115 Berlin", vatId: "DE123456789" } };

const form = () =>
  renderPage(
    <Suspense fallback={<p>loading</p>}>
      <BillingDetailsForm />
    </Suspense>,
  );

describe("BillingDetailsForm", () => {
  it("keeps its English words, and saves the fields with the saved details as a start", async () => {
    const api = stubFetch({
      "GET /api/payments/billing-details": () => SAVED,
      "PUT /api/payments/billing-details": () => SAVED,
    });
    const { user } = form();
    expect(await screen.findByRole("heading", { name: "Billing details" })).toBeInTheDocument();
    expect(
      screen.getByText("Printed on the invoices of your next purchases. Invoices already issued keep their details."),
    ).toBeInTheDocument();
    // The fields start from the saved details once they arrive.
    await waitFor(() => expect(screen.getByLabelText("Billing name")).toHaveValue("Holzwerk GmbH"));
    expect(screen.getByLabelText("VAT ID (optional)")).toHaveValue("DE123456789");
    expect(screen.getByLabelText("Billing address")).toHaveValue("Hauptstr. 1\n10115 Berlin");
    await user.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText(BILLING_MESSAGES.saved)).toBeInTheDocument();
    expect(api.sent("PUT /api/payments/billing-details").map((r) => r.body)).toEqual([SAVED.billing]);
  });

  it("speaks German: labels, button, the saved toast and the server's refusal of a field", async () => {
    await setLocale("de");
    let refuse = false;
    stubFetch({
      "GET /api/payments/billing-details": () => ({ billing: null }),
      "PUT /api/payments/billing-details": () =>
        refuse ? apiError(400, BILLING_MESSAGES.nameTooLong(BILLING_LIMITS.name), "invalid_input") : SAVED,
    });
    const { user } = form();
    expect(await screen.findByRole("heading", { name: "Rechnungsdaten" })).toBeInTheDocument();
    expect(screen.getByLabelText("USt-IdNr. (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("Rechnungsadresse")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Rechnungsname"));
    await user.paste("Holzwerk GmbH");
    await user.click(screen.getByRole("button", { name: "Rechnungsdaten speichern" }));
    expect(await screen.findByText("Rechnungsdaten gespeichert.")).toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole("button", { name: "Rechnungsdaten speichern" }));
    expect(await screen.findByText("Der Rechnungsname darf höchstens 200 Zeichen lang sein.")).toBeInTheDocument();
  });

  it("speaks Japanese, and shows the server's refusal of the VAT ID in Japanese", async () => {
    await setLocale("ja");
    stubFetch({
      "GET /api/payments/billing-details": () => SAVED,
      "PUT /api/payments/billing-details": () => apiError(400, BILLING_MESSAGES.invalidVatId, "invalid_input"),
    });
    const { user } = form();
    expect(await screen.findByRole("heading", { name: "請求先情報" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("VAT 番号（任意）")).toHaveValue("DE123456789"));
    await user.click(screen.getByRole("button", { name: "請求先情報を保存" }));
    expect(await screen.findByText("有効な VAT 番号を入力してください（英字と数字のみ）。")).toBeInTheDocument();
  });
});
