import type { FastifyRequest } from "fastify";
import { HEADERS } from "../contract";
import type { DataSource, DataVersions } from "../db/data-versions";

export type { DataSource };

/** Headers any handler may read to shape an answer; they are part of every key. */
const KEYED_HEADERS = [HEADERS.language, HEADERS.market, HEADERS.currency];

/**
 * A bounded least-recently-used map of serialized answers, limited in characters held. A hit costs a
 * map lookup and no serialization: the stored JSON text is sent as it is.
 */
export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private held = 0;

  constructor(
    private readonly maxChars = 24_000_000,
    private readonly maxEntryChars = 1_000_000,
  ) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    const size = key.length + value.length;
    if (size > this.maxEntryChars) return;
    this.delete(key);
    this.entries.set(key, value);
    this.held += size;
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxChars) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.held -= key.length + value.length;
  }
}

/**
 * The answers of one API process: its cache, keyed with the data versions this process knows
 * (DataVersions: a write in any process reaches every other by its notification).
 */
export class AnswerMemo {
  readonly cache = new AnswerCache();

  constructor(private readonly versions: DataVersions) {}

  /**
   * The key of an answer: the route, its parsed input (parsing fills defaults and drops unknown
   * fields, so equal requests share it), the headers handlers read, the day (answers start at today)
   * and the versions of the data it reads.
   */
  async keyOf(
    route: string,
    input: unknown,
    request: FastifyRequest,
    sources: readonly DataSource[],
  ): Promise<string | undefined> {
    const versions = await this.versions.current();
    if (sources.some((source) => Number.isNaN(versions[source]))) return undefined;
    const headers = KEYED_HEADERS.map((name) => request.headers[name] ?? "");
    const day = new Date().toISOString().slice(0, 10);
    return JSON.stringify([route, day, sources.map((source) => versions[source]), headers, input]);
  }
}
