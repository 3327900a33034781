import { focusWhenReady } from "./focus-when-ready";

/** The generator form's first field (Product Link): where "Generate Audio" and the calls to action lead. */
export const PRODUCT_LINK_FIELD_ID = "product-link";
/** The script box, focused once a script is written. */
export const SCRIPT_FIELD_ID = "script";
/** The new audio's play button, focused once the audio is made. */
export const GENERATED_AUDIO_PLAY_ID = "generated-audio-play";

/** Keyboard focus into the generator's form, once it has loaded (issue 14, item 9). */
export function focusGeneratorForm(): void {
  focusWhenReady(PRODUCT_LINK_FIELD_ID);
}
