import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../server/db/client";

/**
 * Logs every row written to the database (insert, update or delete on any table but `unlogged`) by
 * row-level triggers, so a fuzz test can tell whether a refused request wrote anything.
 */
export async function installWriteLog(database: Database, unlogged: readonly string[]) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  await database.db.execute(sql`CREATE TABLE fuzz_writes (tbl text NOT NULL)`);
  await database.db.execute(sql`CREATE FUNCTION fuzz_log() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME); RETURN NULL; END; $$`);
  for (const { name } of tables.filter((t) => !unlogged.includes(t.name))) {
    await database.db.execute(
      sql.raw(`CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON "${name}"
               FOR EACH ROW EXECUTE FUNCTION fuzz_log()`),
    );
  }
  return {
    /** Rows written so far, and to which tables. */
    async written(): Promise<{ count: number; tables: string[] }> {
      const rows = await queryRows<{ tbl: string }>(database.db, sql`SELECT tbl FROM fuzz_writes`);
      return { count: rows.length, tables: [...new Set(rows.map((row) => row.tbl))] };
    },
  };
}
