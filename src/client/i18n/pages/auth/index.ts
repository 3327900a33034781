import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The sign-in, sign-up and password reset page's texts (decision 110). */
export const AUTH_PAGE = pageCatalogue("auth", english);
