import type { z } from "zod";
import type { LIVE_ANSWERS } from "./answers";

export type LiveAnswerKind = keyof typeof LIVE_ANSWERS;
export type LiveAnswer<K extends LiveAnswerKind> = z.output<(typeof LIVE_ANSWERS)[K]>;

/**
 * A live call's JSON checked against the contract before the page uses it: the answer, `{ error: true }`
 * when the route says it failed, or undefined when it is neither (an answer that does not parse is a
 * failed call, as on the server). The schemas, and zod with them, are loaded with the first call, so
 * no page carries them before the visitor does something live (the JavaScript budget).
 */
export async function readLiveAnswer<K extends LiveAnswerKind>(
  kind: K,
  json: unknown,
): Promise<LiveAnswer<K> | { error: true } | undefined> {
  const { ErrorFlag, LIVE_ANSWERS: schemas } = await import("./answers");
  if (ErrorFlag.safeParse(json).success) return { error: true };
  const parsed = schemas[kind].safeParse(json);
  return parsed.success ? (parsed.data as LiveAnswer<K>) : undefined;
}
