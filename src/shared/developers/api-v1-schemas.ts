import { z } from "zod";
import { AudioViewSchema } from "../audios/audio-schemas";
import { CheckScriptInputSchema, CheckScriptResultSchema, ClaimsSchema } from "../claims/claim-schemas";
import {
  CreateWebhookInputSchema,
  SuccessResponseSchema,
  WebhookDeliveryListResponseSchema,
  WebhookEndpointViewSchema,
  WebhookWithSecretResponseSchema,
} from "./developer-schemas";
import {
  GenerateAudioInputSchema,
  GenerateScriptInputSchema,
  GenerateScriptResultSchema,
} from "../generator/generator-schemas";

/*
 * Contracts of the developer API, /api/v1 (issue 17). The routes validate with these and the
 * OpenAPI document is generated from them (src/server/api/v1/), so the spec cannot drift from
 * what the server checks. `.meta({ id })` names a schema in the document's components.
 */

export const V1_AUDIOS_PAGE_MAX = 100;
export const V1_AUDIOS_PAGE_DEFAULT = 20;

/** Every /api/v1 error: a stable machine `code`, a human `message`, and the request id to quote to support. */
export const V1ErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ example: "not_found" }),
      message: z.string().meta({ example: "Not found." }),
      request_id: z.string(),
      /** `unresolved_claims` (422): the script's sentences as checked, the unsupported ones with their reasons. */
      claims: ClaimsSchema.optional(),
    }),
  })
  .meta({ id: "Error" });
export type V1Error = z.infer<typeof V1ErrorSchema>;

export const V1AudioSchema = AudioViewSchema.extend({
  /** Always true: every audio is AI-generated speech, and its MP3/WAV carry the marking (issue 24). */
  ai_generated: z.literal(true),
}).meta({
  id: "Audio",
  description:
    "A generated audio. `audio_url` and `download_url` answer to the same API key. `ai_generated` is always true: the voice is synthetic, and the files carry machine-readable marking (IPTC digital source type `trainedAlgorithmicMedia` in XMP).",
});
export type V1Audio = z.infer<typeof V1AudioSchema>;

/** POST /api/v1/scripts: answers like /api/scripts. */
export const V1ScriptSchema = GenerateScriptResultSchema.meta({ id: "Script" });

/** POST /api/v1/audios body (the idempotency key travels in the Idempotency-Key header). */
export const V1CreateAudioInputSchema = GenerateAudioInputSchema.omit({ idempotencyKey: true, revoice: true })
  .extend({
    /**
     * Refuse (422 `unresolved_claims`, nothing charged) a text with unsupported sentences the seller
     * has not confirmed. Defaults to the key's setting: true for keys created since issue 24.
     */
    require_supported: z.boolean().optional(),
  })
  .meta({ id: "CreateAudioInput" });
export type V1CreateAudioInput = z.infer<typeof V1CreateAudioInputSchema>;

/** POST /api/v1/scripts body: the same as /api/scripts. */
export const V1CreateScriptInputSchema = GenerateScriptInputSchema.meta({ id: "CreateScriptInput" });

/** The Idempotency-Key header: any visible ASCII, at most 84 characters. */
export const IdempotencyKeyHeaderSchema = z
  .string()
  .min(1)
  .max(84)
  .regex(/^[\x21-\x7e]+$/, "Idempotency-Key must be visible ASCII characters.")
  .optional();

export const V1CreateAudioResultSchema = z
  .strictObject({
    audio: V1AudioSchema,
    remaining_credits: z.number().int().nonnegative(),
    /** The voiced text's sentences as checked before the credit was spent. */
    claims: ClaimsSchema.optional(),
  })
  .meta({ id: "CreateAudioResult" });
export type V1CreateAudioResult = z.infer<typeof V1CreateAudioResultSchema>;

export const V1AudioListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(V1_AUDIOS_PAGE_MAX).default(V1_AUDIOS_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
});

export const V1AudioListSchema = z
  .strictObject({
    data: z.array(V1AudioSchema),
    has_more: z.boolean(),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: "AudioList" });
export type V1AudioList = z.infer<typeof V1AudioListSchema>;

export const V1DeletedSchema = z.strictObject({ id: z.string(), deleted: z.literal(true) }).meta({ id: "Deleted" });

export const V1CreditsSchema = z.strictObject({ credits: z.number().int().nonnegative() }).meta({ id: "Credits" });

export const V1PublicationSchema = z
  .strictObject({
    published: z.boolean(),
    public_id: z.string().nullable(),
    share_url: z.string().nullable(),
    embed_url: z.string().nullable(),
    embed_html: z.string().nullable(),
  })
  .meta({ id: "Publication" });
export type V1Publication = z.infer<typeof V1PublicationSchema>;

export const V1IdParamSchema = z.object({ id: z.string().meta({ param: { name: "id", in: "path" } }) });

/*
 * Webhook endpoints under /api/v1/webhooks (issue 22): the same bodies as the Developers page's
 * /api/webhooks (one service answers both), named for the OpenAPI document.
 */
export const V1CreateWebhookInputSchema = CreateWebhookInputSchema.meta({ id: "CreateWebhookInput" });
export const V1WebhookEndpointSchema = WebhookEndpointViewSchema.meta({ id: "WebhookEndpoint" });
export const V1WebhookWithSecretSchema = WebhookWithSecretResponseSchema.meta({
  id: "WebhookEndpointWithSecret",
  description: "The endpoint and its signing secret (`whsec_…`), shown this once.",
});
export const V1WebhookListSchema = z
  .strictObject({ endpoints: z.array(V1WebhookEndpointSchema) })
  .meta({ id: "WebhookEndpointList" });
export const V1WebhookDeliveryListSchema = WebhookDeliveryListResponseSchema.meta({ id: "WebhookDeliveryList" });
export const V1ResentDeliverySchema = z.strictObject({ id: z.string() }).meta({ id: "ResentDelivery" });
export const V1WebhookDeletedSchema = SuccessResponseSchema.meta({ id: "Success" });
export const V1DeliveryParamsSchema = z.object({
  id: z.string().meta({ param: { name: "id", in: "path" } }),
  deliveryId: z.string().meta({ param: { name: "deliveryId", in: "path" } }),
});

/** POST /api/v1/scripts/check: an edited text against the draft's sources. */
export const V1CheckScriptInputSchema = CheckScriptInputSchema.meta({ id: "CheckScriptInput" });
export const V1CheckScriptResultSchema = CheckScriptResultSchema.meta({ id: "CheckScriptResult" });
