import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "../../shared/messages";

let commonPasswords: Set<string> | undefined;

/**
 * True for a password found in zxcvbn's list of ~49,000 most common passwords
 * (only entries long enough to pass the length rule matter). NIST SP 800-63B asks
 * to refuse such passwords; the list stays on the server to keep the client small.
 */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const list: string[] = dictionary["passwords-common"];
    commonPasswords = new Set(list.filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()));
  }
  return commonPasswords.has(password.toLowerCase());
}
