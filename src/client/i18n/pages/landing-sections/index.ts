import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The prerendered landing sections' texts (hero, benefits, how it works): they travel with those sections' lazy chunks, which English visitors never load at start-up (decision 111). */
export const LANDING_SECTIONS = pageCatalogue("landingSections", english);
