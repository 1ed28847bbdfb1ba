/**
 * JSON bodies from outside, read without letting their shape hurt the reader. Parsers and schema
 * validators walk nested arrays and objects recursively, so a small body nested a few hundred levels
 * deep overflows the stack: the nesting is measured first, in one pass without recursion. Pure and
 * free of Node APIs, so the API and the web read their JSON bodies the same way.
 */

/** Deepest nesting of arrays and objects a body may have; the deepest request of the contract needs about ten. */
export const JSON_MAX_DEPTH = 32;

export type JsonBodyErrorCode = "BODY_TOO_DEEP" | "INVALID_JSON" | "FORBIDDEN_PROPERTY";

export class JsonBodyError extends Error {
  constructor(
    readonly code: JsonBodyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "JsonBodyError";
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth` (`[]` and `{}` are depth 1,
 * a bare value 0). Brackets inside strings do not count. Stops at the first level too deep, so the
 * cost is one pass at most; malformed text is for the parser to refuse.
 */
export function jsonDepthExceeds(text: string, maxDepth: number = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

// The same quick test as secure-json-parse: only text that spells one of the keys needs a walk.
const PROTO_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"/;
const CONSTRUCTOR_KEY =
  /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"/;

/** Whether a parsed value holds `__proto__`, or `constructor.prototype`, as own keys (walked without recursion). */
function hasPoisonedKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== "object") continue;
    if (Object.prototype.hasOwnProperty.call(node, "__proto__")) return true;
    const ctor = (node as Record<string, unknown>).constructor;
    if (
      Object.prototype.hasOwnProperty.call(node, "constructor") &&
      ctor !== null &&
      typeof ctor === "object" &&
      Object.prototype.hasOwnProperty.call(ctor, "prototype")
    ) {
      return true;
    }
    pending.push(...Object.values(node));
  }
  return false;
}

/**
 * Parses a JSON body from outside: refuses nesting deeper than `maxDepth` before parsing, malformed
 * text, and the keys that poison prototypes when the value is merged into other objects later
 * (`__proto__`, `constructor.prototype`), as Fastify's own parser does. Throws a JsonBodyError whose
 * code a 400 answer can carry.
 */
export function parseJsonBody(text: string, maxDepth: number = JSON_MAX_DEPTH): unknown {
  if (jsonDepthExceeds(text, maxDepth)) {
    throw new JsonBodyError("BODY_TOO_DEEP", `JSON nested deeper than ${maxDepth} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new JsonBodyError("INVALID_JSON", (error as Error).message);
  }
  if ((PROTO_KEY.test(text) || CONSTRUCTOR_KEY.test(text)) && hasPoisonedKey(value)) {
    throw new JsonBodyError("FORBIDDEN_PROPERTY", "JSON with __proto__ or constructor.prototype");
  }
  return value;
}
