import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';

// What the local Supabase needs of a Postgres connection. Two engines provide it:
// PGlite (Postgres in WebAssembly, in process: the default, runs everywhere) and
// a real PostgreSQL server through node-postgres (postgres-backend.ts), so the
// schema and its policies can be checked on the engine hosted Supabase runs.
// Both return rows as PGlite parses them (json parsed, timestamps as Date, int8
// as a number when it fits, arrays as arrays, numeric as text).

// Rows are whatever the caller's SQL selects; like PGlite's, untyped by default.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = { [column: string]: any };

export interface Results<T = Row> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows inserted, updated or deleted (0 for other statements). */
  affectedRows?: number;
}

export interface QueryOptions {
  /**
   * Send every parameter as the text String(value) gives, for Postgres to parse
   * with the parameter's type (PostgREST passes request values through this way).
   */
  rawParams?: boolean;
}

export interface Queryable {
  /** One statement, with $n parameters. */
  query<T = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** Any number of statements, no parameters; one result per statement. */
  exec(sql: string): Promise<Results[]>;
}

export interface Transaction extends Queryable {
  /** Ends the transaction without its changes; the work's result is still returned. */
  rollback(): Promise<void>;
}

export interface DatabaseBackend extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Where other Postgres clients (the real PostgREST) reach it; PGlite has none. */
  readonly url?: string;
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const RAW_SERIALIZERS = new Proxy({}, { get: () => (value: unknown) => String(value) });

function pgliteQueryable(target: PGlite | PGliteTransaction): Queryable {
  return {
    query: (sql, params, options) => target.query(sql, params, options?.rawParams ? { serializers: RAW_SERIALIZERS } : undefined),
    exec: (sql) => target.exec(sql),
  };
}

/** PGlite in process: the local Supabase's own database. */
export class PGliteBackend implements DatabaseBackend {
  readonly engine = 'pglite';
  readonly query: Queryable['query'];
  readonly exec: Queryable['exec'];

  constructor(readonly pglite: PGlite) {
    ({ query: this.query, exec: this.exec } = pgliteQueryable(pglite));
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    // With the real PostgREST (real-postgrest.ts) another client shares this
    // database through pglite-socket: let its open transaction finish first.
    while (this.pglite.isInTransaction()) await new Promise((resolve) => setTimeout(resolve, 1));
    return this.pglite.transaction((tx) => work({ ...pgliteQueryable(tx), rollback: () => tx.rollback() }));
  }

  close(): Promise<void> {
    return this.pglite.close();
  }
}
