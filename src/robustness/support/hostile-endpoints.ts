import fc from "fast-check";
import { LANGUAGE_CODES } from "../../shared/catalog/languages";
import { VOICE_IDS, isVoiceOffered } from "../../shared/catalog/voices";
import { RenameAudioInputSchema } from "../../shared/audios/audio-schemas";
import { ContactInputSchema } from "../../shared/contact/contact-schemas";
import { GenerateAudioInputSchema, GenerateScriptInputSchema } from "../../shared/generator/generator-schemas";
import { containsNul } from "../../server/http/reject-nul";
import { CreateCheckoutInputSchema } from "../../shared/payments/payment-schemas";
import {
  fixed,
  hostileBodyWhere,
  looksLikeAudio,
  offersAPreview,
  refusedBy,
  unknownSegment,
  type HostileContext,
  type HostileEndpoint,
} from "./endpoint-kit";
import {
  encodeHostile,
  hostileBody,
  hostileObject,
  hostilePathSegment,
  hostileQuery,
  hostileString,
} from "./hostile-arbitraries";
import { authEndpoints } from "./hostile-auth-endpoints";

export type { HostileContext, HostileEndpoint } from "./endpoint-kit";

export function hostileEndpoints(ctx: HostileContext): HostileEndpoint[] {
  const notTheAudio = hostilePathSegment.filter((s) => s.toLowerCase() !== ctx.audioId);
  const notTheCheckout = hostilePathSegment.filter((s) => s !== ctx.checkoutId);
  const categoryIndex = fc.oneof(hostilePathSegment, fc.constantFrom("0", "7", "8", "00", "07", "-0", "1.0"));
  const notACategory = categoryIndex.filter((s) => !/^\d{1,2}$/.test(s) || Number(s) >= 8);
  const audioBody = hostileObject({
    draftId: fc.oneof(fc.constant(ctx.draftId), fc.uuid()),
    text: fc.string({ minLength: 1, maxLength: 40 }),
    voice: fc.constantFrom(...VOICE_IDS),
    idempotencyKey: fc.string({ minLength: 8, maxLength: 24 }),
  }).filter((v) => {
    // The one legitimate request (the seller's draft, a voice offered for its language) is not hostile.
    const json: unknown = JSON.parse(JSON.stringify(v));
    const parsed = GenerateAudioInputSchema.safeParse(json);
    return (
      containsNul(json) ||
      !(parsed.success && parsed.data.draftId === ctx.draftId && isVoiceOffered(ctx.draftLanguage, parsed.data.voice))
    );
  });

  const body = hostileBodyWhere;

  return [
    { name: "GET /api/health", method: "GET", path: fixed("/api/health"), actor: "none", mustRefuse: false },
    { name: "GET /api/me", method: "GET", path: fixed("/api/me"), actor: "seller", mustRefuse: false },
    { name: "GET /api/credits", method: "GET", path: fixed("/api/credits"), actor: "seller", mustRefuse: false },
    {
      name: "POST /api/account/sign-out",
      method: "POST",
      path: fixed("/api/account/sign-out"),
      body: hostileBody(),
      actor: "none",
      mustRefuse: false,
    },
    {
      name: "POST /api/scripts",
      method: "POST",
      path: fixed("/api/scripts"),
      body: body(
        hostileObject({
          productLink: fc.webUrl(),
          specifications: fc.string({ maxLength: 40 }),
          language: fc.constantFrom(...LANGUAGE_CODES),
          temperature: fc.double({ min: -1, max: 2 }),
        }),
        refusedBy(GenerateScriptInputSchema),
      ),
      actor: "seller",
      mustRefuse: true,
    },
    {
      name: "POST /api/audios",
      method: "POST",
      path: fixed("/api/audios"),
      body: hostileBody(audioBody),
      actor: "seller",
      mustRefuse: true,
    },
    {
      name: "GET /api/audios",
      method: "GET",
      path: fixed("/api/audios"),
      query: hostileQuery(["q"]),
      actor: "seller",
      mustRefuse: false,
    },
    {
      name: "PATCH /api/audios/:id",
      method: "PATCH",
      path: fc.oneof(hostilePathSegment, fc.constant(ctx.audioId)).map((id) => `/api/audios/${id}`),
      body: body(hostileObject({ title: fc.string({ maxLength: 120 }) }), refusedBy(RenameAudioInputSchema)),
      actor: "seller",
      mustRefuse: true,
    },
    {
      name: "GET /api/audios/:id/file",
      method: "GET",
      path: fc.oneof(hostilePathSegment, fc.constant(ctx.audioId)).map((id) => `/api/audios/${id}/file`),
      query: hostileQuery(["download"]),
      actor: "seller",
      mustRefuse: false,
    },
    {
      name: "DELETE /api/audios/:id",
      method: "DELETE",
      path: notTheAudio.map((id) => `/api/audios/${id}`),
      actor: "seller",
      mustRefuse: true,
    },
    ...(["POST", "GET", "DELETE"] as const).map((method): HostileEndpoint => ({
      name: `${method} /api/audios/:id/publish`,
      method,
      path: notTheAudio.map((id) => `/api/audios/${id}/publish`),
      query: hostileQuery(["theme"]),
      actor: "seller",
      mustRefuse: true,
    })),
    {
      name: "GET /api/listening-figures",
      method: "GET",
      path: fixed("/api/listening-figures"),
      query: hostileQuery(),
      actor: "seller",
      mustRefuse: false,
    },
    {
      name: "POST /api/plays/:publicId",
      method: "POST",
      path: hostilePathSegment.map((id) => `/api/plays/${id}`),
      body: hostileBody(),
      actor: "none",
      mustRefuse: true,
    },
    {
      name: "GET /api/oembed",
      method: "GET",
      path: fixed("/api/oembed"),
      // format=xml is oEmbed's own 501 (a format not offered), not a malformed request.
      query: hostileQuery(["url", "format", "maxwidth"]).filter((q) => !/(^|&)format=xml(&|$)/i.test(q)),
      actor: "none",
      mustRefuse: true,
    },
    {
      name: "GET /api/voices/preview",
      method: "GET",
      path: fixed("/api/voices/preview"),
      query: fc
        .oneof(
          hostileQuery(["language", "voice"]),
          fc
            .tuple(hostileString, fc.constantFrom(...VOICE_IDS))
            .map(([language, voice]) => `language=${encodeHostile(language)}&voice=${voice}`),
        )
        .filter((q) => !offersAPreview(q)),
      actor: "none",
      mustRefuse: true,
    },
    {
      name: "POST /api/payments/checkout",
      method: "POST",
      path: fixed("/api/payments/checkout"),
      body: body(
        hostileObject({ packId: fc.constantFrom("lite", "plus", "max") }),
        refusedBy(CreateCheckoutInputSchema),
      ),
      actor: "seller",
      mustRefuse: true,
    },
    {
      name: "POST /api/payments/verify",
      method: "POST",
      path: fixed("/api/payments/verify"),
      body: body(
        hostileObject({ sessionId: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/) }),
        (v) => JSON.stringify(v).includes(ctx.checkoutId) === false,
      ),
      actor: "seller",
      mustRefuse: true,
    },
    {
      name: "GET /api/payments/history",
      method: "GET",
      path: fixed("/api/payments/history"),
      query: hostileQuery(),
      actor: "seller",
      mustRefuse: false,
    },
    {
      name: "POST /api/payments/webhook (test checkout: no webhook)",
      method: "POST",
      path: fixed("/api/payments/webhook"),
      body: hostileBody(),
      actor: "none",
      mustRefuse: true,
    },
    {
      name: "POST /api/payments/webhook (Stripe)",
      method: "POST",
      path: fixed("/api/payments/webhook"),
      body: hostileBody(hostileObject({ type: fc.constant("checkout.session.completed"), data: fc.jsonValue() })),
      actor: "none",
      mustRefuse: true,
      app: "stripe",
    },
    ...(["", "/pay", "/cancel"] as const).map((action): HostileEndpoint => ({
      name: `${action ? "POST" : "GET"} /api/payments/test-checkout/:id${action}`,
      method: action ? "POST" : "GET",
      path: notTheCheckout.map((id) => `/api/payments/test-checkout/${id}${action}`),
      actor: "seller",
      mustRefuse: true,
    })),
    {
      name: "POST /api/contact",
      method: "POST",
      path: fixed("/api/contact"),
      body: body(
        hostileObject({
          name: fc.string({ maxLength: 20 }),
          email: fc.emailAddress(),
          subject: fc.string({ maxLength: 20 }),
          message: fc.string({ maxLength: 40 }),
        }),
        refusedBy(ContactInputSchema),
      ),
      actor: "none",
      mustRefuse: true,
    },
    { name: "GET /api/categories", method: "GET", path: fixed("/api/categories"), actor: "none", mustRefuse: false },
    {
      name: "GET /api/categories/:index/audio",
      method: "GET",
      path: categoryIndex.map((i) => `/api/categories/${i}/audio`),
      query: hostileQuery(["v"]),
      actor: "none",
      mustRefuse: false,
    },
    {
      name: "GET /api/admin/overview",
      method: "GET",
      path: fixed("/api/admin/overview"),
      query: hostileQuery(),
      actor: "admin",
      mustRefuse: false,
    },
    {
      name: "PUT /api/admin/categories/:index/audio",
      method: "PUT",
      path: categoryIndex.map((i) => `/api/admin/categories/${i}/audio`),
      body: hostileBody().filter((b) => !looksLikeAudio(b.body)),
      actor: "admin",
      mustRefuse: true,
    },
    {
      name: "DELETE /api/admin/categories/:index/audio",
      method: "DELETE",
      path: notACategory.map((i) => `/api/admin/categories/${i}/audio`),
      actor: "admin",
      mustRefuse: true,
    },
    ...authEndpoints(),
    {
      name: "any method on an unknown /api path",
      method: "POST",
      path: fc.tuple(unknownSegment, unknownSegment).map(([a, b]) => `/api/zz-${a}/${b}`),
      body: hostileBody(),
      actor: "seller",
      mustRefuse: true,
    },
    {
      name: "an unknown /api/auth path",
      method: "POST",
      path: unknownSegment.map((s) => `/api/auth/zz-${s}`),
      body: hostileBody(),
      actor: "none",
      mustRefuse: true,
    },
    {
      name: "a route path with a segment to spare",
      method: "GET",
      path: unknownSegment.map((s) => `/api/audios/x/file/${s}`),
      actor: "seller",
      mustRefuse: true,
    },
  ];
}
