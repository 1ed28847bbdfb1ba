import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { HEADERS } from "../contract";
import { queryRows, type Db } from "../db/client";

/**
 * What a read answer depends on besides its input. Each has a version in the database that triggers
 * bump on every write (catalogue_state: offers, hotels, rooms, destinations, airports; cms_state:
 * pages and globals), so a version read tells every process at once that its answers are stale.
 */
export type DataSource = "catalogue" | "cms";
export type Versions = Record<DataSource, number>;

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
 * The answers of one API process: its cache, and the versions read from the database for each
 * request (one row, so a write in any process is seen by the very next request in every other).
 */
export class AnswerMemo {
  readonly cache = new AnswerCache();

  constructor(private readonly db: Db) {}

  async versions(): Promise<Versions> {
    const [row] = await queryRows<{ catalogue: number; cms: number }>(
      this.db,
      sql`SELECT c.version AS catalogue, m.version AS cms FROM catalogue_state c, cms_state m
           WHERE c.id = 1 AND m.id = 1`,
    );
    // Without the rows nothing can be told apart: a version that never repeats disables the memo.
    return { catalogue: Number(row?.catalogue ?? Number.NaN), cms: Number(row?.cms ?? Number.NaN) };
  }

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
    const versions = await this.versions();
    if (sources.some((source) => Number.isNaN(versions[source]))) return undefined;
    const headers = KEYED_HEADERS.map((name) => request.headers[name] ?? "");
    const day = new Date().toISOString().slice(0, 10);
    return JSON.stringify([route, day, sources.map((source) => versions[source]), headers, input]);
  }
}
