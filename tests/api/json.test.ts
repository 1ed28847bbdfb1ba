import { describe, expect, it } from "vitest";
import { JSON_MAX_DEPTH, JsonBodyError, jsonDepthExceeds, parseJsonBody } from "../../server/contract";

const nested = (depth: number, inner = "1") => "[".repeat(depth) + inner + "]".repeat(depth);
const codeOf = (text: string, maxDepth?: number) => {
  try {
    parseJsonBody(text, maxDepth);
    return "ok";
  } catch (error) {
    return error instanceof JsonBodyError ? error.code : "other";
  }
};

describe("jsonDepthExceeds", () => {
  it("lets a body nested exactly to the limit through and refuses one level more", () => {
    expect(jsonDepthExceeds(nested(JSON_MAX_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 3)).toBe(true);
  });

  it("counts siblings once: depth is nesting, not the number of brackets", () => {
    expect(jsonDepthExceeds(`[${Array.from({ length: 1000 }, () => "[[]]").join(",")}]`, 3)).toBe(false);
  });

  it("does not count brackets inside strings, nor quotes escaped in them", () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: "[[[[[[{{{{{" }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: 'say \\"[[[[" and \\\\' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['"]]]]', ["x"]]), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['\\"[', [["x"]]]), 2)).toBe(true);
  });

  it("answers for bare values and empty text", () => {
    expect(jsonDepthExceeds("", 0)).toBe(false);
    expect(jsonDepthExceeds('"[["', 0)).toBe(false);
    expect(jsonDepthExceeds("[]", 0)).toBe(true);
  });
});

describe("parseJsonBody", () => {
  it("parses what JSON.parse parses, within the limit", () => {
    expect(parseJsonBody('{"a":[1,{"b":null}],"c":"]"}')).toEqual({ a: [1, { b: null }], c: "]" });
    expect(parseJsonBody(nested(JSON_MAX_DEPTH))).toBeInstanceOf(Array);
  });

  it("refuses deep nesting before parsing, even in text that would not parse", () => {
    expect(codeOf(nested(JSON_MAX_DEPTH + 1))).toBe("BODY_TOO_DEEP");
    expect(codeOf("[".repeat(100_000))).toBe("BODY_TOO_DEEP");
    expect(codeOf(nested(5), 4)).toBe("BODY_TOO_DEEP");
  });

  it("refuses malformed text", () => {
    expect(codeOf("{not json")).toBe("INVALID_JSON");
    expect(codeOf("")).toBe("INVALID_JSON");
  });

  it("refuses the keys that poison prototypes, however they are spelled", () => {
    expect(codeOf('{"a":{"__proto__":{"admin":true}}}')).toBe("FORBIDDEN_PROPERTY");
    expect(codeOf('{"\\u005f_proto__":{}}')).toBe("FORBIDDEN_PROPERTY");
    expect(codeOf('[{"constructor":{"prototype":{"admin":true}}}]')).toBe("FORBIDDEN_PROPERTY");
    expect(codeOf('{"constructor":"a name","text":"__proto__"}')).toBe("ok");
  });
});
