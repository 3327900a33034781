import type { Locale } from "../../shared/i18n/locales";
import type { Catalogue } from "./english";
import { addMessageGroups } from "./message-catalogue";
import { NESTED_VALUES, SERVER_MESSAGE_SOURCES } from "./server-messages";

/**
 * The server's messages (server-messages.ts) for another language than English, in a chunk of
 * their own loaded after the first render (decision 135): they only show after a seller's action
 * (a preview, a toast, a sync's error), and would otherwise double the catalogue a visitor of `/`
 * in another language downloads before anything is drawn. Importing this module makes their
 * English texts known to translateMessage.
 */
export const SERVER_ENGLISH: Catalogue = addMessageGroups(SERVER_MESSAGE_SOURCES, NESTED_VALUES);

const files = import.meta.glob<Catalogue>("./server-catalogues/*.json", { import: "default" });

export async function loadServerCatalogue(locale: Exclude<Locale, "en">): Promise<Catalogue> {
  const load = files[`./server-catalogues/${locale}.json`];
  if (!load) throw new Error(`No server messages for ${locale}`);
  return load();
}
