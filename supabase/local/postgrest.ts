import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import type { LocalDatabase, Transaction } from './database.ts';
import type { SigningKeys } from './keys.ts';
import { HttpError, apiKey, bearerToken, header, readBody, send } from './http-utils.ts';
import { fromDatabaseError, parseError, restError } from './postgrest-errors.ts';
import {
  parseColumnList,
  parseField,
  parseLogic,
  parseNonNegativeInt,
  parseOperation,
  parseOrder,
  parsePrefer,
  parseSelect,
  COMPARISON_OPERATORS,
  FTS_OPERATORS,
} from './postgrest-parse.ts';
import type { FilterNode, OrderTerm, SelectItem } from './postgrest-parse.ts';
import {
  Params,
  deleteSql,
  existingConflictsSql,
  insertReturningSql,
  insertStatements,
  qualified,
  readSql,
  returningEnvelopeSql,
  updateSql,
} from './query-builder.ts';
import type { BodyShape, ColumnInfo, InsertGroup } from './query-builder.ts';
import { chooseFunction, findFunctions, functionNames, rpcSql } from './postgrest-rpc.ts';
import { API_ROLES, asCaller, type Caller } from './caller-role.ts';

const SCHEMA = 'public';
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

// Values reach Postgres as text exactly as sent; Postgres parses them with the
// column's type. (PGlite's own serializers would reinterpret strings.)
const QUERY_OPTIONS = { rawParams: true };

interface Envelope {
  total: number | null;
  n: number;
  body: string | null;
}

/** The parts of the query string every kind of request shares. */
interface QueryParts {
  select: SelectItem[];
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** Query parameters that are not PostgREST keywords (filters, or GET rpc arguments). */
  plain: [string, string][];
}

export interface PostgRestOptions {
  db: LocalDatabase;
  keys: SigningKeys;
}

/** The PostgREST subset supabase-js uses, over the local database, one transaction per request. */
export class PostgRest {
  constructor(private readonly o: PostgRestOptions) {}

  async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    let caller: Caller | undefined;
    try {
      caller = await this.authenticate(req, url);
      this.checkProfile(req);
      const method = req.method ?? 'GET';
      if (path === '/' || path === '') {
        return send(res, 200, JSON.stringify({ swagger: '2.0', info: { title: 'local Supabase PostgREST' } }));
      }
      const rpc = /^\/rpc\/([^/]+)$/.exec(path);
      if (rpc) return await this.rpc(req, res, url, caller, decodeURIComponent(rpc[1]!));
      const table = /^\/([^/]+)$/.exec(path);
      if (!table) throw restError(404, 'PGRST125', `Invalid path specified in request URL: ${path}`);
      const name = decodeURIComponent(table[1]!);
      switch (method) {
        case 'GET':
        case 'HEAD':
          return await this.read(req, res, url, caller, name);
        case 'POST':
          return await this.insert(req, res, url, caller, name);
        case 'PATCH':
          return await this.update(req, res, url, caller, name);
        case 'DELETE':
          return await this.remove(req, res, url, caller, name);
        default:
          throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
    } catch (raw) {
      const error = fromDatabaseError(qualifyUnknownColumn(raw, path), caller !== undefined && caller.role !== 'anon');
      if (error instanceof HttpError) {
        send(res, error.status, JSON.stringify(error.body), error.headers);
        return;
      }
      throw error;
    }
  }

  /** The token decides the role: Authorization first, else the apikey (as Supabase's gateway does). */
  private async authenticate(req: IncomingMessage, url: URL): Promise<Caller> {
    const key = apiKey(req, url);
    const token = bearerToken(req) ?? key;
    if (!token) {
      throw new HttpError(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    let claims: JWTPayload;
    try {
      claims = await this.o.keys.verify(token);
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      const message = expired ? 'JWT expired' : jwsErrorMessage(token, error);
      throw new HttpError(
        401,
        { code: 'PGRST301', details: null, hint: null, message },
        {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : message.replace(/"/g, '\\"')}"`,
        },
      );
    }
    const role = typeof claims.role === 'string' ? claims.role : 'anon';
    if (!API_ROLES.has(role)) {
      // PostgREST switches to whatever role the token names: Postgres refuses one that does not exist.
      // The emulator connects as a superuser, so it refuses any other role too (a deliberate difference).
      const exists = await this.o.db.transaction(
        async (tx) =>
          (await tx.query<{ found: boolean }>('select exists (select 1 from pg_roles where rolname = $1) as found', [role])).rows[0]?.found,
      );
      if (!exists) throw restError(400, '22023', `role "${role}" does not exist`);
      throw restError(401, 'PGRST301', `JWT role "${role}" is not one of anon, authenticated, service_role`);
    }
    return { role, claims };
  }

  private checkProfile(req: IncomingMessage) {
    for (const name of ['accept-profile', 'content-profile']) {
      const profile = header(req, name);
      if (profile !== undefined && profile !== SCHEMA) {
        throw restError(
          406,
          'PGRST106',
          `The schema must be one of the following: ${SCHEMA}`,
          null,
          'Only the public schema is exposed by the local Supabase.',
        );
      }
    }
  }

  /** One transaction as the caller's role with PostgREST's request settings. */
  private transaction<T>(
    req: IncomingMessage,
    url: URL,
    caller: Caller,
    options: { readOnly: boolean; rollback: boolean },
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return asCaller(this.o.db, caller, { req, url }, options, work);
  }

  private async envelope(tx: Transaction, sql: string, params: Params): Promise<Envelope> {
    const { rows } = await tx.query<{ total: number | string | null; n: number | string; body: string | null }>(
      sql,
      params.values,
      QUERY_OPTIONS,
    );
    const row = rows[0];
    return {
      total: row?.total === null || row?.total === undefined ? null : Number(row.total),
      n: Number(row?.n ?? 0),
      body: row?.body ?? null,
    };
  }

  private async read(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, table: string) {
    const parts = parseQueryParts(url);
    const filters = [...parts.filters, ...plainFilters(parts.plain)];
    const shape = parseAccept(req);
    const prefer = parsePrefer(header(req, 'prefer'));
    const countExact = wantsCount(prefer);
    const { limit, offset } = applyRange(req, parts);
    const result = await this.transaction(req, url, caller, { readOnly: true, rollback: false }, async (tx) => {
      const params = new Params();
      const sql = readSql(
        {
          source: qualified(SCHEMA, table),
          select: parts.select,
          filters,
          order: parts.order,
          limit,
          offset,
          countExact,
          shape,
        },
        params,
      );
      const envelope = await this.envelope(tx, sql, params);
      if (shape.single) requireOne(envelope.n);
      return envelope;
    });
    this.sendRead(req, res, result, offset ?? 0, shape, prefer);
  }

  private sendRead(
    req: IncomingMessage,
    res: ServerResponse,
    result: Envelope,
    offset: number,
    shape: BodyShape,
    prefer: Map<string, string>,
  ) {
    const total = result.total;
    if (total !== null && offset > 0 && offset >= total && result.n === 0 && total > 0) {
      throw restError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      );
    }
    const range = result.n > 0 ? `${offset}-${offset + result.n - 1}` : '*';
    const headers: Record<string, string> = {
      'Content-Range': `${range}/${total ?? '*'}`,
      'Content-Type': contentType(shape),
    };
    const applied = appliedPreferences(prefer, ['count']);
    if (applied) headers['Preference-Applied'] = applied;
    const partial = total !== null && result.n < total && !shape.single;
    send(res, partial ? 206 : 200, req.method === 'HEAD' ? undefined : (result.body ?? '[]'), headers);
  }

  private async insert(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, table: string) {
    const parts = parseQueryParts(url);
    const payload = await readPayload(req);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
      throw restError(400, 'PGRST102', 'All object keys must match', 'Every element must be a JSON object');
    }
    const objects = rows as Record<string, unknown>[];
    const prefer = parsePrefer(header(req, 'prefer'));
    const shape = parseAccept(req);
    const representation = prefer.get('return') === 'representation';
    const resolution = prefer.get('resolution');
    const columnsParam = url.searchParams.get('columns');
    const names = columnsParam !== null ? parseColumnList(columnsParam) : [...new Set(objects.flatMap((o) => Object.keys(o)))];
    const source = qualified(SCHEMA, table);

    const result = await this.transaction(req, url, caller, { readOnly: false, rollback: prefer.get('tx') === 'rollback' }, async (tx) => {
      const columns = await tableColumns(tx, source, table, names);
      const groups = prefer.get('missing') === 'default' ? groupByPresentKeys(objects, columns) : [{ columns, rows: objects }];
      let onConflict: { columns: string[]; merge: boolean } | undefined;
      if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
        const target = url.searchParams.get('on_conflict');
        onConflict = {
          columns: target ? parseColumnList(target) : await primaryKey(tx, source),
          merge: resolution === 'merge-duplicates',
        };
        if (onConflict.merge && onConflict.columns.length === 0) {
          throw restError(400, 'PGRST100', `Table ${table} has no primary key: pass on_conflict`);
        }
      }
      const params = new Params();
      const query = { table: source, groups, onConflict, returning: representation ? parts.select : undefined };
      let existing = 0;
      if (onConflict?.merge) {
        const countParams = new Params();
        const { rows: counted } = await tx.query<{ existing: number | string }>(
          existingConflictsSql(query, countParams)!,
          countParams.values,
          QUERY_OPTIONS,
        );
        existing = Number(counted[0]?.existing ?? 0);
      }
      let envelope: Envelope;
      if (representation) {
        envelope = await this.envelope(tx, insertReturningSql(query, shape, params), params);
      } else {
        let n = 0;
        for (const statement of insertStatements(query, params)) {
          n += (await tx.query(statement, params.values, QUERY_OPTIONS)).affectedRows ?? 0;
        }
        envelope = { total: null, n, body: null };
      }
      if (shape.single) requireOne(envelope.n);
      return { ...envelope, inserted: objects.length > existing };
    });
    const headers: Record<string, string> = {
      'Content-Range': `*/${wantsCount(prefer) ? result.n : '*'}`,
    };
    const applied = appliedPreferences(prefer, ['return', 'resolution', 'missing', 'count', 'tx']);
    if (applied) headers['Preference-Applied'] = applied;
    if (representation) headers['Content-Type'] = contentType(shape);
    // A merge upsert that only updated rows is 200, as in PostgREST 12.
    send(res, onConflictMerge(resolution) && !result.inserted ? 200 : 201, representation ? (result.body ?? '[]') : undefined, headers);
  }

  private async update(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, table: string) {
    const parts = parseQueryParts(url);
    const filters = [...parts.filters, ...plainFilters(parts.plain)];
    const payload = await readPayload(req);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects one JSON object');
    }
    const values = payload as Record<string, unknown>;
    const columnsParam = url.searchParams.get('columns');
    const names = columnsParam !== null ? parseColumnList(columnsParam) : Object.keys(values);
    const source = qualified(SCHEMA, table);
    const prefer = parsePrefer(header(req, 'prefer'));
    const shape = parseAccept(req);
    const representation = prefer.get('return') === 'representation';
    const result = await this.transaction(req, url, caller, { readOnly: false, rollback: prefer.get('tx') === 'rollback' }, async (tx) => {
      const columns = await tableColumns(tx, source, table, names);
      if (columns.length === 0) return { total: null, n: 0, body: '[]' };
      const params = new Params();
      const statement = updateSql(
        {
          table: source,
          columns,
          values,
          filters,
          returning: representation ? parts.select : undefined,
        },
        params,
      );
      return this.mutate(tx, statement, params, representation, shape, prefer);
    });
    this.sendMutation(res, result, representation, shape, prefer);
  }

  private async remove(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, table: string) {
    const parts = parseQueryParts(url);
    const filters = [...parts.filters, ...plainFilters(parts.plain)];
    const prefer = parsePrefer(header(req, 'prefer'));
    const shape = parseAccept(req);
    const representation = prefer.get('return') === 'representation';
    const result = await this.transaction(req, url, caller, { readOnly: false, rollback: prefer.get('tx') === 'rollback' }, async (tx) => {
      const params = new Params();
      const statement = deleteSql(
        {
          table: qualified(SCHEMA, table),
          filters,
          returning: representation ? parts.select : undefined,
        },
        params,
      );
      return this.mutate(tx, statement, params, representation, shape, prefer);
    });
    // PostgREST 12 gives a DELETE no range, only the count when asked for.
    this.sendMutation(res, result, representation, shape, prefer, { range: false });
  }

  /** Runs an UPDATE/DELETE, enforcing single-object and max-affected inside the transaction. */
  private async mutate(
    tx: Transaction,
    statement: string,
    params: Params,
    representation: boolean,
    shape: BodyShape,
    prefer: Map<string, string>,
  ): Promise<Envelope> {
    const envelope = representation
      ? await this.envelope(tx, returningEnvelopeSql(statement, shape), params)
      : { total: null, n: (await tx.query(statement, params.values, QUERY_OPTIONS)).affectedRows ?? 0, body: null };
    if (shape.single) requireOne(envelope.n);
    const max = prefer.get('max-affected');
    if (prefer.get('handling') === 'strict' && max !== undefined && envelope.n > Number(max)) {
      throw restError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${envelope.n} rows`);
    }
    return envelope;
  }

  private sendMutation(
    res: ServerResponse,
    result: Envelope,
    representation: boolean,
    shape: BodyShape,
    prefer: Map<string, string>,
    { range: withRange = true }: { range?: boolean } = {},
  ) {
    const range = withRange && result.n > 0 ? `0-${result.n - 1}` : '*';
    const headers: Record<string, string> = {
      'Content-Range': `${range}/${wantsCount(prefer) ? result.n : '*'}`,
    };
    const applied = appliedPreferences(prefer, ['return', 'count', 'tx', 'handling', 'max-affected']);
    if (applied) headers['Preference-Applied'] = applied;
    if (representation) {
      headers['Content-Type'] = contentType(shape);
      send(res, 200, result.body ?? '[]', headers);
    } else {
      send(res, 204, undefined, headers);
    }
  }

  private async rpc(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, name: string) {
    const method = req.method ?? 'GET';
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      throw restError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
    }
    const parts = parseQueryParts(url);
    const readOnly = method !== 'POST';
    let body: Record<string, unknown> = {};
    if (!readOnly) {
      const payload = await readPayload(req);
      if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
        body = payload as Record<string, unknown>;
      } else if (payload !== null) {
        throw restError(400, 'PGRST102', 'Empty or invalid json', 'Function arguments must be a JSON object');
      }
    }
    const prefer = parsePrefer(header(req, 'prefer'));
    const shape = parseAccept(req);
    const countExact = wantsCount(prefer);
    const { limit, offset } = applyRange(req, parts);
    const outcome = await this.transaction(req, url, caller, { readOnly, rollback: prefer.get('tx') === 'rollback' }, async (tx) => {
      const candidates = await findFunctions(tx, SCHEMA, name);
      let args = body;
      let filters = parts.filters;
      if (readOnly) {
        // On GET, as in PostgREST, a parameter whose value starts with an operator (`eq.`) filters the result; the others are arguments.
        args = Object.fromEntries(parts.plain.filter(([, value]) => !isFilterValue(value)));
        filters = [...filters, ...plainFilters(parts.plain.filter(([, value]) => isFilterValue(value)))];
      } else {
        filters = [...filters, ...plainFilters(parts.plain)];
      }
      const fn = chooseFunction(SCHEMA, name, candidates, Object.keys(args), {
        get: readOnly,
        // Only needed for the hint of a name that does not exist.
        allNames: candidates.length === 0 ? await functionNames(tx, SCHEMA) : [],
      });
      const params = new Params();
      const sql = rpcSql(
        {
          schema: SCHEMA,
          fn,
          args,
          select: parts.select,
          filters,
          order: parts.order,
          limit,
          offset,
          countExact,
          shape,
        },
        params,
      );
      if (fn.returns === 'void') {
        await tx.query(sql, params.values, QUERY_OPTIONS);
        return undefined;
      }
      const envelope = await this.envelope(tx, sql, params);
      if (shape.single && fn.returnsSet) requireOne(envelope.n);
      return { envelope };
    });
    if (!outcome) return send(res, 204, undefined);
    const { envelope } = outcome;
    const range = envelope.n > 0 ? `${offset ?? 0}-${(offset ?? 0) + envelope.n - 1}` : '*';
    send(res, 200, method === 'HEAD' ? undefined : (envelope.body ?? 'null'), {
      'Content-Range': `${range}/${envelope.total ?? '*'}`,
      // A scalar result is sent as it is, but labelled as the client asked (PostgREST does the same).
      'Content-Type': contentType(shape),
    });
  }
}

/**
 * PostgREST names every column with its table, so Postgres' "column "x" does not
 * exist" reads "column <table>.x does not exist" there: the same words here.
 */
function qualifyUnknownColumn(error: unknown, path: string): unknown {
  const table = /^\/([^/]+)$/.exec(path)?.[1];
  if (!table || !(error instanceof Error) || (error as { code?: string }).code !== '42703') return error;
  const unknown = /^column "([^"]+)" does not exist$/.exec(error.message);
  if (unknown) error.message = `column ${decodeURIComponent(table)}.${unknown[1]} does not exist`;
  return error;
}

const FILTER_VALUE = /^(?:not\.)?([a-z]+)(?:\([a-z_]+\))?\./;

/** Whether a query parameter's value is a filter (`eq.5`, `not.is.null`, `fts(english).cat`). */
function isFilterValue(value: string): boolean {
  const operator = FILTER_VALUE.exec(value)?.[1];
  return (
    operator !== undefined && (COMPARISON_OPERATORS.has(operator) || FTS_OPERATORS.has(operator) || operator === 'in' || operator === 'is')
  );
}

/** PostgREST's (jose-hs's) words for a token that does not verify. */
function jwsErrorMessage(token: string, error: unknown): string {
  const parts = token.split('.').length;
  if (parts !== 3) return `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`;
  if ((error as { code?: string }).code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return 'JWSError JWSInvalidSignature';
  return `JWSError (JSONDecodeError "Not valid base64url")`;
}

const onConflictMerge = (resolution: string | undefined) => resolution === 'merge-duplicates';

function requireOne(n: number) {
  if (n !== 1) {
    throw restError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`);
  }
}

function contentType(shape: BodyShape): string {
  return shape.single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
}

function wantsCount(prefer: Map<string, string>): boolean {
  // planned/estimated need planner statistics; exact is as good locally.
  const count = prefer.get('count');
  return count === 'exact' || count === 'planned' || count === 'estimated';
}

function appliedPreferences(prefer: Map<string, string>, keys: string[]): string | undefined {
  const applied = keys.filter((k) => prefer.has(k)).map((k) => `${k}=${prefer.get(k)}`);
  return applied.length > 0 ? applied.join(', ') : undefined;
}

/** Which body the client asked for: array (default) or one object, nulls kept or stripped. */
function parseAccept(req: IncomingMessage): BodyShape {
  const accept = header(req, 'accept');
  if (!accept) return { single: false, stripNulls: false };
  for (const item of accept.split(',')) {
    const [type = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(type)) {
      return { single: false, stripNulls };
    }
  }
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function parseQueryParts(url: URL): QueryParts {
  const parts: QueryParts = { select: parseSelect(url.searchParams.get('select')), filters: [], order: [], plain: [] };
  for (const [key, value] of url.searchParams) {
    if (RESERVED_PARAMS.has(key)) {
      if (key === 'order') parts.order.push(...parseOrder(value));
      else if (key === 'limit') parts.limit = parseNonNegativeInt(value, 'limit');
      else if (key === 'offset') parts.offset = parseNonNegativeInt(value, 'offset');
      continue;
    }
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      parts.filters.push(parseLogic(logic[2] as 'and' | 'or', !!logic[1], value));
      continue;
    }
    if (key.includes('.')) {
      throw parseError(
        `"${key}" is not supported by the local Supabase`,
        'Filters and modifiers on embedded resources are not implemented.',
      );
    }
    parts.plain.push([key, value]);
  }
  return parts;
}

function plainFilters(plain: [string, string][]): FilterNode[] {
  return plain.map(([key, value]) => parseOperation(parseField(key), value, false));
}

/** limit/offset from the query, else from a `Range: 0-9` header (older clients). */
function applyRange(req: IncomingMessage, parts: QueryParts): { limit?: number; offset?: number } {
  let { limit, offset } = parts;
  const range = header(req, 'range');
  const match = range ? /^(?:items=)?\s*(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (match && limit === undefined && offset === undefined) {
    offset = Number(match[1]);
    if (match[2]) limit = Math.max(0, Number(match[2]) - offset + 1);
  }
  return { limit, offset };
}

async function readPayload(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

/** The named columns with their SQL types; an unknown name is PostgREST's PGRST204. */
async function tableColumns(tx: Transaction, source: string, table: string, names: string[]): Promise<ColumnInfo[]> {
  const { rows } = await tx.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped`,
    [source],
  );
  if (rows.length === 0) {
    throw restError(404, 'PGRST205', `Could not find the table '${SCHEMA}.${table}' in the schema cache`);
  }
  const types = new Map(rows.map((r) => [r.name, r.type]));
  return names.map((name) => {
    const type = types.get(name);
    if (!type) throw restError(400, 'PGRST204', `Column '${name}' of relation '${table}' does not exist`);
    return { name, type };
  });
}

async function primaryKey(tx: Transaction, source: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `select a.attname as name
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = to_regclass($1) and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`,
    [source],
  );
  return rows.map((r) => r.name);
}

/** Prefer: missing=default: rows are inserted per set of present keys, so absent ones take defaults. */
function groupByPresentKeys(rows: Record<string, unknown>[], columns: ColumnInfo[]): InsertGroup[] {
  const groups = new Map<string, InsertGroup>();
  for (const row of rows) {
    const present = columns.filter((c) => Object.hasOwn(row, c.name));
    const key = JSON.stringify(present.map((c) => c.name));
    let group = groups.get(key);
    if (!group) {
      group = { columns: present, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}
