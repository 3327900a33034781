import fc from "fast-check";
import { containsNul } from "../../server/http/reject-nul";
import { FullNameSchema, PasswordSchema } from "../../shared/account/auth-schemas";
import { fixed, hostileBodyWhere, type HostileEndpoint } from "./endpoint-kit";
import { hostileObject, hostileQuery, hostileString } from "./hostile-arbitraries";

const mostlyBadEmail = fc.oneof(
  { arbitrary: hostileString, weight: 12 },
  { arbitrary: fc.constantFrom("no-at-sign.example.com", "two@@example.com", "a b@example.com"), weight: 4 },
  // A well-formed unknown address costs better-auth a deliberate password hash, so it stays rare.
  { arbitrary: fc.emailAddress(), weight: 1 },
);

/** A sign-up better-auth would accept: such a body creates an account, so it is not hostile. */
function signUpIsValid(value: unknown): boolean {
  const v = JSON.parse(JSON.stringify(value) ?? "null") as Record<string, unknown> | null;
  if (!v || typeof v !== "object" || containsNul(v)) return false;
  return (
    FullNameSchema.safeParse(v.name).success &&
    PasswordSchema.safeParse(v.password).success &&
    typeof v.email === "string" &&
    v.email.includes("@")
  );
}

/** better-auth's endpoints a visitor reaches; session-bearing ones (update-user…) are left to better-auth's own tests. */
export function authEndpoints(): HostileEndpoint[] {
  const post = (
    path: string,
    shape: Record<string, fc.Arbitrary<unknown>>,
    mustRefuse: boolean,
    keep = (_: unknown) => true,
  ) => ({
    name: `POST /api/auth${path}`,
    method: "POST" as const,
    path: fixed(`/api/auth${path}`),
    body: hostileBodyWhere(hostileObject(shape), keep),
    actor: "none" as const,
    mustRefuse,
  });
  const callbackURL = fc.constantFrom("/", "https://evil.example/", "//evil.example", "javascript:alert(1)");
  return [
    post(
      "/sign-up/email",
      {
        email: mostlyBadEmail,
        password: fc.string({ minLength: 8, maxLength: 20 }),
        name: fc.string({ maxLength: 12 }),
        callbackURL,
      },
      true,
      (v) => !signUpIsValid(v),
    ),
    post(
      "/sign-in/email",
      { email: mostlyBadEmail, password: fc.string({ maxLength: 20 }), callbackURL, rememberMe: fc.boolean() },
      true,
    ),
    post("/request-password-reset", { email: mostlyBadEmail, redirectTo: callbackURL }, false),
    post(
      "/reset-password",
      { newPassword: fc.string({ minLength: 8, maxLength: 20 }), token: fc.string({ maxLength: 30 }) },
      true,
    ),
    post("/send-verification-email", { email: mostlyBadEmail, callbackURL }, false),
    post("/sign-out", {}, false),
    {
      name: "GET /api/auth/verify-email",
      method: "GET",
      path: fixed("/api/auth/verify-email"),
      query: hostileQuery(["token", "callbackURL"]),
      actor: "none",
      mustRefuse: false,
    },
    {
      name: "GET /api/auth/get-session",
      method: "GET",
      path: fixed("/api/auth/get-session"),
      actor: "seller",
      mustRefuse: false,
    },
  ];
}
