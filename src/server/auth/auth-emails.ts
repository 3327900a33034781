import { isLocale } from "../../shared/i18n/locales";
import type { WorkspaceRole } from "../../shared/workspaces/workspace-roles";
import { emailTexts, type LinkEmailTexts } from "../emails/email-texts";
import type { MailMessage } from "../providers/mail/mail-provider";

/**
 * Plain, branded account emails, in the recipient's interface language (issue 28; English when
 * none is known). Links are absolute and built from APP_URL only.
 */

function layout(locale: string | null | undefined, texts: Omit<LinkEmailTexts, "subject">, link: string) {
  const { pasteLink, signOff } = emailTexts(locale);
  const { title, intro, action, outro } = texts;
  const text = `${title}\n\n${intro}\n\n${action}:\n${link}\n\n${outro}\n\n${signOff}`;
  const escaped = link.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  // English mail kept its markup as it was (no lang attribute); another language names itself for screen readers.
  const html = `<!doctype html><html${isLocale(locale) && locale !== "en" ? ` lang="${locale}"` : ""}><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0f766e;margin:0 0 16px">ShelfTalk</p>
<h1 style="font-size:18px">${title}</h1>
<p>${intro}</p>
<p><a href="${escaped}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${action}</a></p>
<p style="font-size:13px;color:#6b7280">${pasteLink}<br>${escaped}</p>
<p style="font-size:13px;color:#6b7280">${outro}</p>
</body></html>`;
  return { text, html };
}

/**
 * No name in the greeting: sign-up takes any name, and a stranger's name ("URGENT: visit …")
 * in a mail from our domain would read as our own words.
 */
export function confirmationEmail(to: string, link: string, locale?: string | null): MailMessage {
  const texts = emailTexts(locale).confirmation;
  return { to, subject: texts.subject, link, ...layout(locale, texts, link) };
}

export function passwordResetEmail(to: string, link: string, locale?: string | null): MailMessage {
  const texts = emailTexts(locale).passwordReset;
  return { to, subject: texts.subject, link, ...layout(locale, texts, link) };
}

/**
 * An invitation to a workspace (issue 27, decision 086). Neither the workspace's nor the inviter's
 * name: both are typed by someone else, and would read as our own words; the page the link opens
 * names them, to the signed-in invitee. Its language is the inviter's (the invitee has no account yet).
 */
export function workspaceInvitationEmail(
  to: string,
  link: string,
  role: WorkspaceRole,
  locale?: string | null,
): MailMessage {
  const texts = emailTexts(locale).invitation;
  return { to, subject: texts.subject, link, ...layout(locale, { ...texts, intro: texts.intro(role) }, link) };
}
