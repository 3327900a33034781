import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../shared/messages";
import { apiError, stubFetch } from "../../../../test/client/fetch-stub";
import { renderPage } from "../../../../test/client/render";
import { ContactForm } from "./contact-form";

async function fill(user: ReturnType<typeof renderPage>["user"], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const FILLED = { Name: "Ada", Email: "ada@shop.example", Subject: "Invoices", Message: "Can I get a VAT invoice?" };

describe("ContactForm", () => {
  it("sends the four fields trimmed and empties the form on success", async () => {
    const api = stubFetch({ "POST /api/contact": () => ({ success: true }) });
    const { user } = renderPage(<ContactForm />);
    await fill(user, { ...FILLED, Name: "  Ada  " });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText(MESSAGES.contact.success)).toBeInTheDocument();
    expect(api.sent("POST /api/contact").map((r) => r.body)).toEqual([
      { name: "Ada", email: "ada@shop.example", subject: "Invoices", message: "Can I get a VAT invoice?" },
    ]);
    for (const label of Object.keys(FILLED)) expect(screen.getByLabelText(label)).toHaveValue("");
  });

  it("flags every invalid field, focuses the first, and clears a flag once fixed", async () => {
    const api = stubFetch({});
    const { user } = renderPage(<ContactForm />);
    await fill(user, { Email: "not-an-email", Subject: "Hello" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Please enter your message.");
    expect(screen.getByLabelText("Subject")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Name")).toHaveFocus();

    await user.paste("Ada");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please enter your name.")).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("keeps the message and says so when sending fails, with the wait for a rate limit", async () => {
    let status = 500;
    stubFetch({
      "POST /api/contact": () =>
        apiError(status, status === 429 ? "Too many messages. Please try again in 10 minutes." : ""),
    });
    const { user } = renderPage(<ContactForm />);
    await fill(user, FILLED);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(MESSAGES.contact.failed)).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue(FILLED.Message);

    status = 429;
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Too many messages. Please try again in 10 minutes.")).toBeInTheDocument();
  });
});
