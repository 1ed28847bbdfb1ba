import http from "node:http";
import https from "node:https";

/**
 * The web's calls to our API over node:http with kept-alive connections, instead of `fetch`: a page
 * makes four to seven calls, and undici's fetch (Request, Response and stream objects per call)
 * costs about four times the CPU of node:http for the same answer (docs/decisions/0017). The answer
 * reads like a Fetch Response for what the client uses. msw intercepts node:http as it does fetch,
 * so the unit tests see every call.
 */

/** Idle connections are closed before the API's server would close them (Node's default is 5 s). */
const IDLE_MS = 4000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};
const MAX_REDIRECTS = 5;

export interface ExchangeInit {
  method: string;
  headers: Headers;
  body?: string | undefined;
  signal: AbortSignal;
  redirect: "follow" | "manual";
}

/** An answer of the API, whole: status, headers and the body already read. */
export class ApiAnswer {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    private readonly body: Buffer,
  ) {}

  text(): Promise<string> {
    return Promise.resolve(this.body.toString("utf8"));
  }

  json(): Promise<unknown> {
    try {
      return Promise.resolve(JSON.parse(this.body.toString("utf8")) as unknown);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  blob(): Promise<Blob> {
    // Read bodies are never shared memory.
    const bytes = this.body as Buffer<ArrayBuffer>;
    return Promise.resolve(new Blob([bytes], { type: this.headers.get("content-type") ?? "" }));
  }
}

function once(url: URL, init: ExchangeInit): Promise<ApiAnswer> {
  const client = url.protocol === "https:" ? https : http;
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new TypeError(`unsupported protocol ${url.protocol}`));
  const headers: Record<string, string> = {};
  init.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
  return new Promise<ApiAnswer>((resolve, reject) => {
    const request = client.request(
      url,
      { method: init.method, headers, agent, signal: init.signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const answerHeaders = new Headers();
          const raw = response.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) answerHeaders.append(raw[i]!, raw[i + 1]!);
          const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          resolve(new ApiAnswer(response.statusCode ?? 0, response.statusMessage ?? "", answerHeaders, body));
        });
        // An answer cut off before its end (the API stopped, the call was aborted) is no answer.
        response.on("close", () => {
          if (!response.complete) reject(init.signal.reason ?? new Error("the API's answer was cut off"));
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * One call to the API. Like fetch: redirects are followed (on the API's own origin, at most five)
 * unless `redirect` is "manual", where the 3xx itself is the answer; an abort of `signal` rejects.
 */
export async function exchange(target: string, init: ExchangeInit): Promise<ApiAnswer> {
  let url = new URL(target);
  let current = init;
  for (let hop = 0; ; hop += 1) {
    const answer = await once(url, current);
    const location = answer.headers.get("location");
    if (current.redirect === "manual" || answer.status < 300 || answer.status >= 400 || !location) {
      return answer;
    }
    const next = new URL(location, url);
    if (hop >= MAX_REDIRECTS || next.origin !== url.origin) {
      throw new TypeError(`redirect to ${next.origin} refused after ${hop + 1} hop(s)`);
    }
    // As fetch: 303, and 301/302 after a POST, continue as a GET without the body.
    const asGet =
      answer.status === 303 ||
      ((answer.status === 301 || answer.status === 302) && current.method === "POST");
    if (asGet) {
      const headers = new Headers(current.headers);
      headers.delete("content-type");
      current = { ...current, method: "GET", headers, body: undefined };
    }
    url = next;
  }
}
