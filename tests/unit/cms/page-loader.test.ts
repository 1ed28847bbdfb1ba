import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as homeLoader } from "~/routes/home";
import { loader as contentLoader } from "~/routes/content-page";
import { resetEnvForTests } from "~/lib/env.server";
import type { CmsPage, VisitorStatus } from "../../../server/contract";
import { component, page } from "../../fixtures/cms";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

type LoaderResult = {
  data: { page: CmsPage; alternates: { locale: string; path: string }[] };
  init: ResponseInit | null;
};

const homePage = page({
  alternates: [
    { locale: "ro", url: "/" },
    { locale: "pl", url: "/" },
  ],
  slots: [
    {
      name: "main",
      components: [
        component({ id: "tiles", name: "tiles", options: { title: "Destinații populare" } }),
        component({
          id: "expired",
          name: "banner",
          options: { title: "Black Friday 2025" },
          validFrom: "2025-11-24T00:00:00Z",
          validTo: "2025-12-01T00:00:00Z",
        }),
        component({
          id: "returning",
          name: "promoted-links",
          options: { title: "Bine ai revenit" },
          profiles: ["RETURNING_VISITOR"],
        }),
        component({ id: "unknown", name: "carousel-3d" }),
        component({
          id: "html",
          name: "rich-text",
          html: '<p>Hi<script>alert(1)</script> <a href="https://anpc.ro">ANPC</a></p>',
        }),
      ],
    },
  ],
});

const reports: unknown[] = [];
let visitorStatus: VisitorStatus = "FIRST_TIME_ON_PAGE";

function handlers(pageAnswer: () => Response) {
  return [
    http.get(`${API_URL}/www/page/content`, pageAnswer),
    http.get(`${API_URL}/www/user/info/get`, () =>
      HttpResponse.json(
        {
          authenticated: false,
          account_type: "ANONYMOUS",
          user_uid: null,
          language: "ro",
          hashed_user_uid: null,
          user_status: visitorStatus,
        },
        { headers: { "x-visitor-status": visitorStatus } },
      ),
    ),
    http.post(`${API_URL}/www/monitoring/errors`, async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  ];
}

async function load(
  path: string,
  loader: typeof homeLoader | typeof contentLoader,
  params: Record<string, string> = {},
) {
  const request = new Request(`http://localhost${path}`);
  return (await loader({ request, params, context: {} })) as unknown as LoaderResult;
}

beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  useTestApiEnv();
  resetEnvForTests();
  reports.length = 0;
  visitorStatus = "FIRST_TIME_ON_PAGE";
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  mockApi.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => mockApi.close());

describe("CMS page loaders", () => {
  it("keep only what this visitor may see, sanitized, and report unknown components", async () => {
    mockApi.use(...handlers(() => HttpResponse.json(homePage)));
    const result = await load("/", homeLoader);
    const main = result.data.page.slots[0]!.components;
    expect(main.map((c) => c.id)).toEqual(["tiles", "html"]);
    expect(main[1]!.html).toBe(
      '<p>Hi <a href="https://anpc.ro" rel="nofollow noopener noreferrer">ANPC</a></p>',
    );
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      source: "web-server",
      kind: "unknown-cms-component",
      component: "unknown",
    });
  });

  it("show returning-visitor components to a returning visitor", async () => {
    visitorStatus = "RETURNING_VISITOR";
    mockApi.use(...handlers(() => HttpResponse.json(homePage)));
    const result = await load("/", homeLoader);
    expect(result.data.page.slots[0]!.components.map((c) => c.id)).toContain("returning");
  });

  it("give a new visitor an app id cookie and turn alternates into localized paths", async () => {
    mockApi.use(...handlers(() => HttpResponse.json(homePage)));
    const result = await load("/", homeLoader);
    const headers = new Headers(result.init?.headers);
    expect(headers.get("set-cookie")).toMatch(
      /^app_id=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(result.data.alternates).toEqual([
      { locale: "ro", path: "/" },
      { locale: "pl", path: "/pl" },
    ]);
  });

  it("ask the API for the page of the path's locale", async () => {
    let asked: URL | undefined;
    mockApi.use(
      ...handlers(() => HttpResponse.json(page({ url: "/o-nas", locale: "pl", pageType: "contentPage" }))),
    );
    // Handlers added later are matched first.
    mockApi.use(
      http.get(`${API_URL}/www/page/content`, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json(page({ url: "/o-nas", locale: "pl", pageType: "contentPage" }));
      }),
    );
    await load("/pl/o-nas", contentLoader, { "*": "o-nas" });
    expect(asked?.searchParams.get("url")).toBe("/o-nas");
    expect(asked?.searchParams.get("locale")).toBe("pl");
    expect(asked?.searchParams.get("active")).toBe("true");
  });

  it("answer 404 for 'Page not active'", async () => {
    mockApi.use(
      ...handlers(() =>
        HttpResponse.json(
          { error: { code: "PAGE_NOT_ACTIVE", message: "Page not active" } },
          { status: 404 },
        ),
      ),
    );
    const thrown = await load("/pl/nie-ma", contentLoader, { "*": "nie-ma" }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("answer 503 with Retry-After when the API is down", async () => {
    mockApi.use(...handlers(() => HttpResponse.error()));
    const thrown = await load("/", homeLoader).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 503, headers: { "Retry-After": "30" } },
    });
  });

  it("answer 503 when the API answers outside the contract", async () => {
    mockApi.use(...handlers(() => HttpResponse.json({ url: "/", slots: "nonsense" })));
    const thrown = await load("/", homeLoader).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 503 } });
  });
});

describe("pageError", () => {
  it("passes a page's own answers through and maps API trouble to 503", async () => {
    const { pageError } = await import("~/lib/api/page-errors.server");
    const { data } = await import("@remix-run/node");
    const own = data(null, { status: 404 });
    expect(pageError(own)).toBe(own);
    expect(pageError(new Error("boom"))).toMatchObject({ init: { status: 503 } });
  });
});
