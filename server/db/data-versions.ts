import { sql } from "drizzle-orm";
import { queryRows, type Database, type Db } from "./client";

/**
 * What read answers and the search replica depend on besides their input. Each has a version in the
 * database that triggers bump on every write (catalogue_state: offers, hotels, rooms, destinations,
 * airports; cms_state: pages and globals) and announce on the "data_versions" channel.
 */
export type DataSource = "catalogue" | "cms";
export type Versions = Record<DataSource, number>;

export const VERSIONS_CHANNEL = "data_versions";

async function readVersions(db: Db): Promise<Versions> {
  const [row] = await queryRows<{ catalogue: number; cms: number }>(
    db,
    sql`SELECT c.version AS catalogue, m.version AS cms FROM catalogue_state c, cms_state m
         WHERE c.id = 1 AND m.id = 1`,
  );
  // Without the rows nothing can be told apart: a version that never repeats disables what relies on it.
  return { catalogue: Number(row?.catalogue ?? Number.NaN), cms: Number(row?.cms ?? Number.NaN) };
}

/**
 * This process's view of the versions (decision 0012), so that a write anywhere is seen by the very
 * next request everywhere:
 * - on PostgreSQL, shared by every API process, they are read for each request (one row, well under a
 *   millisecond);
 * - on embedded PGlite, one process owns the database and PGlite tells it of every bump before the
 *   writing statement returns (LISTEN/NOTIFY), so the versions stay in memory and are read again only
 *   after a change: a query saved on every answer of a database where each query is costly.
 */
export class DataVersions {
  private known: Versions | undefined;
  /** Counts changes told, so a read that a change overtook is not kept. */
  private changes = 0;

  private constructor(
    private readonly db: Db,
    private readonly told: boolean,
  ) {}

  static async start(database: Database): Promise<DataVersions> {
    if (!database.listen) return new DataVersions(database.db, false);
    const versions = new DataVersions(database.db, true);
    await database.listen(VERSIONS_CHANNEL, () => {
      versions.changes += 1;
      versions.known = undefined;
    });
    return versions;
  }

  async current(): Promise<Versions> {
    if (this.known) return this.known;
    const changes = this.changes;
    const read = await readVersions(this.db);
    if (this.told && changes === this.changes) this.known = read;
    return read;
  }
}
