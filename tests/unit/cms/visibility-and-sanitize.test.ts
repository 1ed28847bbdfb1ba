import { describe, expect, it } from "vitest";
import { isComponentVisible } from "~/lib/cms/visibility";
import { sanitizeCmsHtml } from "~/lib/cms/sanitize.server";
import { component } from "../../fixtures/cms";

const now = new Date("2026-11-21T12:00:00Z");

describe("isComponentVisible (spec §1, §4)", () => {
  it("shows an active component with no window and no profiles to everyone", () => {
    expect(
      isComponentVisible(component({ id: "a", name: "tiles" }), { status: "FIRST_TIME_ON_PAGE", now }),
    ).toBe(true);
  });

  it("hides an inactive component", () => {
    expect(
      isComponentVisible(component({ id: "a", name: "tiles", active: false }), { status: "LOGGED", now }),
    ).toBe(false);
  });

  it("hides a component outside its validity window", () => {
    const expired = component({
      id: "a",
      name: "banner",
      validFrom: "2025-11-24T00:00:00+02:00",
      validTo: "2025-12-01T00:00:00+02:00",
    });
    const future = component({ id: "b", name: "banner", validFrom: "2027-03-01T00:00:00Z" });
    const current = component({
      id: "c",
      name: "banner",
      validFrom: "2026-11-01T00:00:00Z",
      validTo: "2026-11-30T00:00:00Z",
    });
    const visitor = { status: "FIRST_TIME_ON_PAGE" as const, now };
    expect([expired, future, current].map((c) => isComponentVisible(c, visitor))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("shows a profiled component only to matching visitors", () => {
    const returning = component({ id: "r", name: "promoted-links", profiles: ["RETURNING_VISITOR"] });
    expect(isComponentVisible(returning, { status: "FIRST_TIME_ON_PAGE", now })).toBe(false);
    expect(isComponentVisible(returning, { status: "RETURNING_VISITOR", now })).toBe(true);
    expect(isComponentVisible(returning, { status: "LOGGED", now })).toBe(false);
  });
});

describe("sanitizeCmsHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://x"></iframe>';
    const clean = sanitizeCmsHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|javascript:|iframe/);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("gives links to other hosts nofollow noopener noreferrer and leaves our own alone", () => {
    const clean = sanitizeCmsHtml(
      '<a href="https://anpc.ro" rel="author" target="_blank">ANPC</a> <a href="/despre-noi" target="_blank">noi</a> <a href="https://www.soleo.pl/o-nas">pl</a>',
    );
    expect(clean).toContain(
      '<a href="https://anpc.ro" rel="nofollow noopener noreferrer" target="_blank">ANPC</a>',
    );
    expect(clean).toContain('<a href="/despre-noi">noi</a>');
    expect(clean).toContain('<a href="https://www.soleo.pl/o-nas">pl</a>');
  });

  it("keeps the structure a content page needs", () => {
    const html = '<h2 id="grecia">Grecia</h2><ul><li><strong>Creta</strong></li></ul><p>Apa are 25 °C.</p>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it("keeps images of this site only, as the page's CSP (img-src 'self') loads no other", () => {
    const clean = sanitizeCmsHtml(
      '<img src="/images/hero-beach.svg" alt="a"><img src="https://cdn.example/x.jpg" alt="b"><img src="//cdn.example/y.jpg" alt="c"><img src="data:image/png;base64,AA" alt="d">',
    );
    expect(clean).toBe('<img loading="lazy" src="/images/hero-beach.svg" alt="a" />');
  });
});
