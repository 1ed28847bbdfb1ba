/** Status 400 or above from the API (spec §8): carries status, body and headers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Headers,
  ) {
    super(`API answered ${status}`);
    this.name = "ApiError";
  }

  /** The API's error code, when its body is the contract's ErrorBody. */
  get code(): string | undefined {
    const error = (this.body as { error?: { code?: unknown } } | null)?.error;
    return typeof error?.code === "string" ? error.code : undefined;
  }
}

/** Status 500 or above in the account and general request helper (spec §8). */
export class FetcherError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super("Fetcher error");
    this.name = "FetcherError";
  }
}

/** A redirect answered to a request made with redirect: "manual" (spec §8). */
export class RedirectMarker extends Error {
  constructor(
    readonly status: number,
    readonly location: string | null,
  ) {
    super("Redirect");
    this.name = "RedirectMarker";
  }
}

/** A 204 where the caller asked for content (spec §8 "Status 204: can throw when configured"). */
export class EmptyResponseError extends Error {
  constructor() {
    super("Empty response");
    this.name = "EmptyResponseError";
  }
}

/** The API could not be reached, or it timed out. */
export class ApiUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`API unavailable: ${reason}`);
    this.name = "ApiUnavailableError";
  }
}
