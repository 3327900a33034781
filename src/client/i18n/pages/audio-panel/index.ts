import { pageCatalogue } from "../../page-catalogues";
import english from "./en.json";

/** The generator's form after the script: audio step, player, download, the free-audio moment, flagged sentences, voice preview (decision 111). */
export const AUDIO_PANEL = pageCatalogue("audioPanel", english);
