import type { Context } from "hono";
import { notFound } from "./errors";

/** The textual form of a UUID; PostgreSQL refuses anything else in a uuid column with an error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A UUID path parameter; any other value is the 404 a missing row gets, never a database error. */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (!value || !isUuid(value)) throw notFound();
  return value;
}
