import { MESSAGES } from "../../shared/messages";

/**
 * An error whose message is safe and meant for the seller. Services throw these;
 * the app's error handler turns them into `{ error, code }` JSON with the status.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504,
    message: string,
    readonly code: string = "error",
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthorized = (message: string = MESSAGES.generic.unauthorized) =>
  new AppError(401, message, "unauthorized");
export const forbidden = (message: string = MESSAGES.generic.forbidden) => new AppError(403, message, "forbidden");
export const notFound = (message: string = MESSAGES.generic.notFound) => new AppError(404, message, "not_found");
export const badRequest = (message: string, code = "bad_request") => new AppError(400, message, code);
