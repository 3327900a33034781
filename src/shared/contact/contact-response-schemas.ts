import { z } from "zod";

// Apart from ./contact: the browser imports that module's input schema at run time for the form,
// and this one only as a type, so the schema's zod code stays out of the contact page's bundle.

/** POST /api/contact: the stored message's id (it is mailed to the team, now or by a later retry). */
export const ContactResponseSchema = z.strictObject({ success: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
