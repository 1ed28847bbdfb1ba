import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { exchange } from "~/lib/api/transport.server";

// The web's calls to the API over node:http, against a real server (no msw): what fetch did for us
// (redirects, aborts, several Set-Cookie headers) the transport must do too.
let server: Server | undefined;

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const init = (overrides: Partial<Parameters<typeof exchange>[1]> = {}) => ({
  method: "GET",
  headers: new Headers({ "x-language": "ro" }),
  signal: new AbortController().signal,
  redirect: "follow" as const,
  ...overrides,
});

describe("the API transport", () => {
  it("sends method, headers and body, and answers status, headers and body", async () => {
    const base = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        response.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({ method: request.method, language: request.headers["x-language"], body }),
        );
      });
    });
    const answer = await exchange(`${base}/x`, init({ method: "POST", body: '{"ă":1}' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await answer.json()).toEqual({ method: "POST", language: "ro", body: '{"ă":1}' });
  });

  it("follows a redirect on the API's origin, and answers the 3xx itself in manual mode", async () => {
    const base = await serve((request, response) => {
      if (request.url === "/old") response.writeHead(303, { location: "/new" }).end();
      else response.end(`${request.method} ${request.url}`);
    });
    const followed = await exchange(`${base}/old`, init({ method: "POST", body: "{}" }));
    expect(await followed.text()).toBe("GET /new");
    const manual = await exchange(`${base}/old`, init({ redirect: "manual" }));
    expect(manual.status).toBe(303);
    expect(manual.headers.get("location")).toBe("/new");
  });

  it("refuses a redirect to another origin", async () => {
    const base = await serve((_request, response) => {
      response.writeHead(302, { location: "http://elsewhere.example/x" }).end();
    });
    await expect(exchange(`${base}/x`, init())).rejects.toThrow(/refused/);
  });

  it("an answer cut off before its end is an error, not a short body", async () => {
    const base = await serve((_request, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 10);
    });
    await expect(exchange(`${base}/x`, init())).rejects.toBeInstanceOf(Error);
  });

  it("an abort stops the call with the signal's reason", async () => {
    const base = await serve(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const pending = exchange(`${base}/x`, init({ signal: controller.signal }));
    controller.abort(new Error("visitor left"));
    await expect(pending).rejects.toThrow();
  });

  it("keeps the connection for the next call", async () => {
    const sockets = new Set<unknown>();
    const base = await serve((request, response) => {
      sockets.add(request.socket);
      response.end("ok");
    });
    for (let i = 0; i < 3; i += 1) expect(await (await exchange(`${base}/x`, init())).text()).toBe("ok");
    expect(sockets.size).toBe(1);
  });
});
