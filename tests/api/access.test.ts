import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, buildTestApp, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
let port: number;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  port = (api.app.server.address() as AddressInfo).port;
  const doc = (await api.app.inject({ url: "/docs/openapi.json" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      // Any value will do for a path parameter: the guard runs before the parameters are parsed.
      path: path.replace(/\{[^}]+\}/g, "X1"),
    })),
  );
});
afterAll(() => api.close());

/** Sends one request line as given, bytes untouched (no client normalizes the target). */
function send(
  method: string,
  target: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const body = method === "GET" ? "" : "{}";
  const lines = [
    `${method} ${target} HTTP/1.1`,
    "host: 127.0.0.1",
    "connection: close",
    ...(body ? ["content-type: application/json", `content-length: ${body.length}`] : []),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((resolve, reject) => {
    // No half-close: the server closes after its answer (connection: close), and a client that ends
    // its side first may lose an answer that takes a database round trip.
    const socket = connect(port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        body: answer.slice(answer.indexOf("\r\n\r\n") + 4),
      }),
    );
  });
}

const hex = (char: string) => char.charCodeAt(0).toString(16);

/** Ways of writing the same path that a router may take as the route's own. */
function spellings(path: string): string[] {
  const [, first = "", rest = ""] = /^\/([^/]+)(\/.*)$/.exec(path) ?? [];
  const encodedFirst = [...first].map((_, i) =>
    [...first].map((char, j) => (i === j ? `%${hex(char)}` : char)).join(""),
  );
  // Letters whose code has a hex letter (o = %6f) are written in both cases of percent encoding.
  const hexLetter = [...path].findIndex((char) => /[a-z]/.test(char) && /[a-f]/.test(hex(char)));
  const encodeAt = (upper: boolean) => {
    const code = hex(path[hexLetter]!);
    return `${path.slice(0, hexLetter)}%${upper ? code.toUpperCase() : code}${path.slice(hexLetter + 1)}`;
  };
  return [
    path,
    ...encodedFirst.map((segment) => `/${segment}${rest}`),
    `/${[...first].map((char) => `%${hex(char)}`).join("")}${rest}`,
    ...(hexLetter >= 0 ? [encodeAt(false), encodeAt(true)] : []),
    `http://x${path}`,
    `http://127.0.0.1:${port}/%${hex(first[0]!)}${first.slice(1)}${rest}`,
    `//${first}${rest}`,
    `/${first}/${rest}`,
    `/${first.toUpperCase()}${rest}`,
    `${path}/`,
    `/./${first}${rest}`,
    `/${first}/.${rest}`,
    `/nothing/../${first}${rest}`,
    `/%2f${first}${rest}`,
    `${path}?draft=true`,
  ];
}

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

describe("access control", () => {
  it("lets no spelling of any route through without the right credentials", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const www = route.path.startsWith("/www/");
      const refused: Record<string, Record<string, string>> = {
        none: {},
        "wrong key": { ...auth.www, "x-api-key": "wrong-key-123" },
        "basic only": { authorization: auth.www.authorization },
        ...(www
          ? {
              "key only": auth.api,
              "wrong basic": { ...auth.api, authorization: basic("storefront:storefront") },
            }
          : {}),
      };
      for (const target of spellings(route.path)) {
        for (const [credentials, headers] of Object.entries(refused)) {
          const { status } = await send(route.method, target, headers);
          if (status < 300 || status >= 500) {
            failures.push(`${route.method} ${target} (${credentials}): ${status}`);
          }
        }
      }
    }
    expect(routes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it("lets the plain spelling of every route reach its handler with the credentials", async () => {
    for (const route of routes) {
      const { status, body } = await send(route.method, route.path, auth.www);
      expect(status, `${route.method} ${route.path}`).not.toBe(401);
      expect(status, `${route.method} ${route.path}`).toBeLessThan(500);
      // The router's own 404 says "No route"; a handler's 404 names what it did not find.
      expect(body, `${route.method} ${route.path}`).not.toContain("No route for");
    }
  });

  it("keeps health and the OpenAPI document open", async () => {
    expect((await send("GET", "/healthz", {})).status).toBe(200);
    expect((await send("GET", "/docs/openapi.json", {})).status).toBe(200);
  });

  it("refuses to register a route outside the protected prefixes that does not say it is open", async () => {
    const fresh = await buildTestApp(api.database);
    expect(() => fresh.get("/internal/stats", async () => ({}))).toThrow(/declare config.access/);
    expect(() => fresh.get("/www/open-door", { config: { access: "open" } }, async () => ({}))).toThrow(
      /needs access/,
    );
    fresh.get("/www/new-business", async () => ({ secret: true }));
    expect((await fresh.inject({ url: "/%77ww/new-business" })).statusCode).toBe(401);
    expect((await fresh.inject({ url: "/www/new-business", headers: auth.www })).statusCode).toBe(200);
    await fresh.close();
  });
});
