import type { MailMessage } from "../providers/mail/mail-provider";

/** Plain, branded account emails. Links are absolute and built from APP_URL only. */

function layout(title: string, intro: string, action: string, link: string, outro: string) {
  const text = `${title}\n\n${intro}\n\n${action}:\n${link}\n\n${outro}\n\n— The ShelfTalk team`;
  const escaped = link.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0f766e;margin:0 0 16px">ShelfTalk</p>
<h1 style="font-size:18px">${title}</h1>
<p>${intro}</p>
<p><a href="${escaped}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${action}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser:<br>${escaped}</p>
<p style="font-size:13px;color:#6b7280">${outro}</p>
</body></html>`;
  return { text, html };
}

/**
 * No name in the greeting: sign-up takes any name, and a stranger's name ("URGENT: visit …")
 * in a mail from our domain would read as our own words.
 */
export function confirmationEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your ShelfTalk account",
    link,
    ...layout(
      "Confirm your email address",
      "Hi, thanks for signing up. Confirm your email to activate your account and receive your free first audio credit.",
      "Confirm my email",
      link,
      "If you did not create a ShelfTalk account, you can ignore this email. The link expires in 24 hours.",
    ),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Reset your ShelfTalk password",
    link,
    ...layout(
      "Reset your password",
      "We received a request to reset the password of your ShelfTalk account.",
      "Choose a new password",
      link,
      "If you did not ask for this, ignore this email: your password stays the same. The link expires in 1 hour.",
    ),
  };
}

/**
 * An invitation to a workspace (issue 27, decision 086). Neither the workspace's nor the inviter's
 * name: both are typed by someone else, and would read as our own words; the page the link opens
 * names them, to the signed-in invitee.
 */
export function workspaceInvitationEmail(to: string, link: string, role: string): MailMessage {
  return {
    to,
    subject: "You are invited to a ShelfTalk workspace",
    link,
    ...layout(
      "Join a workspace on ShelfTalk",
      `You have been invited to join a ShelfTalk workspace as ${role === "admin" || role === "owner" ? "an" : "a"} ${role}. Sign in or sign up with this email address to accept.`,
      "See the invitation",
      link,
      "If you did not expect this, you can ignore this email. The link works once and expires in 7 days.",
    ),
  };
}
