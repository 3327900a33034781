import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The Cookie Preferences dialog's texts (decision 110): a chunk of its own, loaded when the dialog opens. */
export const COOKIE_PREFERENCES_PAGE = pageCatalogue("cookiePreferences", english);
