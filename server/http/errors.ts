import type { ErrorBody } from "../contract";

/** An error the API answers with its own status and code; anything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** Headers the answer carries, e.g. Retry-After of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) },
    };
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
