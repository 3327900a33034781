/**
 * What a seller reads about workspaces, members and invitations (issues 27, 28), apart from the
 * schemas so the client's message catalogue can import it without zod. The server answers these
 * English texts; the client shows them in the seller's language (decision 119).
 */
export const WORKSPACE_MESSAGES = {
  lastOwner: "A workspace needs an owner: make someone else owner first.",
  personal: "This is the person's own workspace: they stay its owner.",
  personalDelete: "Your personal workspace can't be deleted.",
  personalLeave: "You can't leave your personal workspace.",
  notEmpty: "Delete the workspace's audios, batches and sites, and spend its credits, before deleting it.",
  ownersOnly: "Only an owner can make or unmake owners.",
  notMember: "No such member in this workspace.",
  /** A batch item's or a shop product's error when whoever started the work lost their role (decision 121). */
  starterLostAccess:
    "The person or API key that started this no longer has the role needed in this workspace, so nothing more is spent or published for it.",
  // The schemas' own texts (workspace-schemas.ts), which zod answers for a bad request.
  nameRequired: "Please name the workspace.",
  nameTooLong: "Please keep the name under 80 characters.",
  nameOneLine: "Please keep the name on a single line.",
  roleInvalid: "Please choose owner, admin, member or viewer.",
  emailInvalid: "Please enter a valid email address.",
  languageInvalid: "Please choose one of the eight languages for the invitation email.",
} as const;

export const INVITATION_MESSAGES = {
  invalid: "This invitation link is not valid.",
  expired: "This invitation has expired. Ask for a new one.",
  used: "This invitation has already been used.",
  revoked: "This invitation was withdrawn.",
  wrongEmail: "This invitation was sent to another email address. Sign in with that address to accept it.",
} as const;
