import { types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseBackend, QueryOptions, Queryable, Results, Row, Transaction } from './db-backend.ts';

// A real PostgreSQL server behind the same interface as PGlite (db-backend.ts).
// Rows are parsed with PGlite's own parsers, so the emulator and the tests see
// the same values on both engines (node-postgres alone would give int8 as text,
// dates in the process's time zone, bytea as Buffer).

type Parser = (text: string, typeId?: number) => unknown;
const scalarParser = (oid: number) => (pgliteTypes.parsers as Record<number, Parser | undefined>)[oid];

/** One parser per type oid: PGlite's for the built-in types, arrays of any type as PGlite parses them. */
function typeParsers(arrays: Map<number, number>) {
  return {
    getTypeParser(oid: number) {
      const own = scalarParser(oid);
      if (own) return (text: string) => own(text, oid);
      const element = arrays.get(oid);
      if (element !== undefined) {
        return (text: string) => pgliteTypes.arrayParser(text, scalarParser(element) as Parser, oid);
      }
      return (text: string) => text;
    },
  };
}

/** Parameters as PGlite sends them where node-postgres would differ (a Date in UTC, not local time). */
function parameters(params: unknown[] | undefined, options: QueryOptions | undefined): unknown[] {
  return (params ?? []).map((value) => {
    if (value === null || value === undefined) return null;
    if (options?.rawParams) return String(value);
    return value instanceof Date ? value.toISOString() : value;
  });
}

function results<T>(result: pg.QueryResult): Results<T> {
  const counted = ['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(result.command);
  return {
    rows: result.rows as T[],
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: counted ? (result.rowCount ?? 0) : 0,
  };
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T = Row>(sql: string, params?: unknown[], options?: QueryOptions) => {
      // Extended protocol even without parameters: one statement, as PGlite's query().
      // (node-postgres knows queryMode; its type definitions do not yet.)
      const config: pg.QueryConfig & { queryMode: 'extended' } = { text: sql, values: parameters(params, options), queryMode: 'extended' };
      return results<T>(await client.query(config));
    },
    exec: async (sql: string) => {
      const answer = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
      // PGlite counts changed rows cumulatively over the statements of one exec().
      let changed = 0;
      return (Array.isArray(answer) ? answer : [answer]).map((r) => {
        const result = results<Row>(r);
        changed += result.affectedRows ?? 0;
        return { ...result, affectedRows: changed };
      });
    },
  };
}

export interface PostgresBackendOptions {
  /** Connections; 1 keeps session settings (search_path...) for every statement. */
  max?: number;
  /** Runs once the pool has closed (e.g. dropping the database it used). */
  onClose?: () => Promise<void>;
}

/** node-postgres against one database of a PostgreSQL server. */
export class PostgresBackend implements DatabaseBackend {
  readonly engine = 'postgres';
  readonly query: Queryable['query'];
  readonly exec: Queryable['exec'];

  private constructor(
    readonly url: string,
    private readonly pool: pg.Pool,
    private readonly onClose?: () => Promise<void>,
  ) {
    ({ query: this.query, exec: this.exec } = queryable(pool));
  }

  static async connect(url: string, options: PostgresBackendOptions = {}): Promise<PostgresBackend> {
    // PGlite parses each array type with its element's parser; learn which is which.
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    let arrays: Map<number, number>;
    try {
      const { rows } = await probe.query<{ typarray: number; oid: number }>(
        'select typarray::int, oid::int from pg_catalog.pg_type where typarray <> 0',
      );
      arrays = new Map(rows.map((r) => [r.typarray, r.oid]));
    } finally {
      await probe.end();
    }
    const pool = new pg.Pool({ connectionString: url, max: options.max ?? 4, types: typeParsers(arrays) });
    // An idle connection the server ends (e.g. at shutdown) must not crash the process.
    pool.on('error', () => undefined);
    return new PostgresBackend(url, pool, options.onClose);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let ended = false;
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const tx: Transaction = {
        ...queryable(client),
        rollback: async () => {
          await client.query('rollback');
          ended = true;
        },
      };
      const result = await work(tx);
      if (!ended) await client.query('commit');
      return result;
    } catch (error) {
      if (!ended) await client.query('rollback').catch((failure: Error) => (broken = failure));
      throw error;
    } finally {
      // A connection that could not roll back is discarded, not reused.
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
    await this.onClose?.();
  }
}
