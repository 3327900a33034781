import { z } from "zod";

/** `?alt=` of an upload: the brand or shop name a screen reader says for the logo. */
export const LogoAltSchema = z
  .string()
  .trim()
  .min(1, "Please give the brand or shop name shown in the logo.")
  .max(80, "The logo's name can be at most 80 characters.");
