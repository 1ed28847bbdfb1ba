import { describe, expect, it } from "vitest";
import { checkBodyType, checkMethod, checkTarget, isCrossSite, requestOrigin } from "~/http/request-checks";
import { safeReturnPath } from "~/lib/links";

describe("safeReturnPath: the one check of every redirect target", () => {
  const fallback = "/fallback";
  it.each([
    ["/preferate", "/preferate"],
    ["/pl/o-nas?x=1#newsletter", "/pl/o-nas?x=1#newsletter"],
    ["/uk/пошук", "/uk/%D0%BF%D0%BE%D1%88%D1%83%D0%BA"],
    ["/a/../b", "/b"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
  ])("keeps a path of this site: %s", (value, expected) => {
    expect(safeReturnPath(value, fallback)).toBe(expected);
  });

  // The usual open-redirect bypass list, and the two the hardening issue reproduced.
  it.each([
    "//evil.example",
    "///evil.example",
    "/.//evil.example/x",
    "/..//evil.example",
    "/././/evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u000b/evil.example",
    "/\u0000",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    " /evil",
    "evil.example",
    "",
    undefined,
    null,
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value, fallback)).toBe(fallback);
  });
});

describe("what the web server refuses before Remix", () => {
  it.each([
    ["/", null],
    ["/wypoczynek/grecia/oferty-samolotem?a=OTP&dF=7", null],
    ["/uk/%D0%BF", null],
    ["/search?q=a%09b", null],
    ["http://x/www/anything", 400],
    ["*", 400],
    ["//evil.example/", 400],
    ["/%00", 400],
    ["/a%00b", 400],
    ["/listing/%0d%0aSet-Cookie:x", 400],
    ["/%E0%A4%A", 400],
    ["/?q=%00", 400],
    ["/?q=%E0%A4%A", 400],
    [`/${"a".repeat(2049)}`, 414],
    [`/?q=${"a".repeat(9000)}`, 414],
  ] as const)("target %s → %s", (target, refusal) => {
    expect(checkTarget(target)).toBe(refusal);
  });

  it("takes GET, HEAD and POST only", () => {
    expect(["GET", "HEAD", "POST"].map(checkMethod)).toEqual([null, null, null]);
    expect(["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"].map(checkMethod)).toEqual([
      405, 405, 405, 405, 405,
    ]);
  });

  it("tells a cross-site post by Origin or Sec-Fetch-Site", () => {
    const own = "https://www.soleo.ro";
    expect(isCrossSite({ origin: own }, own)).toBe(false);
    expect(isCrossSite({}, own)).toBe(false);
    expect(isCrossSite({ secFetchSite: "same-origin" }, own)).toBe(false);
    expect(isCrossSite({ origin: "https://evil.example" }, own)).toBe(true);
    expect(isCrossSite({ origin: "http://www.soleo.ro" }, own)).toBe(true);
    expect(isCrossSite({ origin: "https://www.soleo.ro.evil.example" }, own)).toBe(true);
    expect(isCrossSite({ origin: "null" }, own)).toBe(true);
    expect(isCrossSite({ origin: "garbage" }, own)).toBe(true);
    expect(isCrossSite({ secFetchSite: "cross-site" }, own)).toBe(true);
  });

  it("takes the body types forms send, and a post without a body", () => {
    expect(checkBodyType("application/x-www-form-urlencoded", true)).toBeNull();
    expect(checkBodyType("multipart/form-data; boundary=x", true)).toBeNull();
    expect(checkBodyType("Application/JSON; charset=utf-8", true)).toBeNull();
    expect(checkBodyType(undefined, false)).toBeNull();
    expect(checkBodyType(undefined, true)).toBe(415);
    expect(checkBodyType("application/xml", true)).toBe(415);
    expect(checkBodyType("", true)).toBe(415);
  });

  it("answers as the configured origin, never as a Host header it was given", () => {
    expect(requestOrigin("https://www.soleo.ro", "evil.example")).toBe("https://www.soleo.ro");
    expect(requestOrigin(undefined, "localhost:3000")).toBe("http://localhost:3000");
    expect(requestOrigin(undefined, "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin(undefined, "[::1]:3000")).toBe("http://[::1]:3000");
    expect(requestOrigin(undefined, "evil.example/path")).toBeUndefined();
    expect(requestOrigin(undefined, 'x"><script>')).toBeUndefined();
    expect(requestOrigin(undefined, undefined)).toBeUndefined();
  });
});
