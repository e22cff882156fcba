import { parseError } from './postgrest-errors.ts';
import { fieldLabel, parseInList } from './postgrest-parse.ts';
import type { Condition, Field, FilterNode, OrderTerm, SelectItem } from './postgrest-parse.ts';

// SQL for the PostgREST subset. Two rules keep it injection-proof: identifiers
// only ever pass through quoteIdent(), and every value from the request becomes
// a $n bind parameter (Params.add) whose type Postgres infers from the column.

export class Params {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw parseError('identifiers cannot contain NUL characters');
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

export function fieldSql(field: Field, params: Params): string {
  let sql = quoteIdent(field.column);
  for (const step of field.path) {
    // Integer keys index JSON arrays; other keys are text parameters.
    const key = /^-?\d+$/.test(step.key) ? String(Number(step.key)) : `${params.add(step.key)}::text`;
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

export function selectListSql(items: SelectItem[], params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return '*';
      const expr = fieldSql(item.field, params) + (item.cast ? `::${item.cast}` : '');
      const label = item.alias ?? fieldLabel(item.field);
      return `${expr} AS ${quoteIdent(label)}`;
    })
    .join(', ');
}

const SQL_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TSQUERY_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_VALUES: Record<string, string> = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

function conditionSql(cond: Condition, params: Params): string {
  const field = fieldSql(cond.field, params);
  let sql: string;
  if (cond.operator === 'is') {
    const keyword = IS_VALUES[cond.value.toLowerCase()];
    if (!keyword) throw parseError(`failed to parse filter (is.${cond.value})`, 'is. accepts null, not_null, true, false or unknown');
    sql = `${field} IS ${keyword}`;
  } else if (cond.operator === 'in') {
    const items = parseInList(cond.value);
    sql = items.length === 0 ? 'false' : `${field} IN (${items.map((v) => params.add(v)).join(', ')})`;
  } else if (TSQUERY_FUNCTIONS[cond.operator]) {
    const fn = TSQUERY_FUNCTIONS[cond.operator]!;
    const lang = cond.modifier ? `${params.add(cond.modifier)}::regconfig, ` : '';
    sql = `${field} @@ ${fn}(${lang}${params.add(cond.value)})`;
  } else {
    const op = SQL_OPERATORS[cond.operator]!;
    // PostgREST accepts * as the LIKE wildcard, because % is awkward in URLs.
    const value = cond.operator === 'like' || cond.operator === 'ilike' ? cond.value.replace(/\*/g, '%') : cond.value;
    sql = cond.modifier ? `${field} ${op} ${cond.modifier.toUpperCase()}(${params.add(value)})` : `${field} ${op} ${params.add(value)}`;
  }
  return cond.negate ? `NOT (${sql})` : sql;
}

export function filterSql(node: FilterNode, params: Params): string {
  if (node.kind === 'condition') return conditionSql(node, params);
  const parts = node.children.map((child) => `(${filterSql(child, params)})`);
  const joined = parts.length === 0 ? (node.operator === 'and' ? 'true' : 'false') : parts.join(node.operator === 'and' ? ' AND ' : ' OR ');
  return node.negate ? `NOT (${joined})` : joined;
}

export function whereSql(filters: FilterNode[], params: Params): string {
  if (filters.length === 0) return '';
  return ` WHERE ${filters.map((f) => `(${filterSql(f, params)})`).join(' AND ')}`;
}

export function orderSql(terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  return ` ORDER BY ${terms
    .map((t) => `${fieldSql(t.field, params)} ${t.descending ? 'DESC' : 'ASC'}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ''}`)
    .join(', ')}`;
}

export function pageSql(limit: number | undefined, offset: number | undefined): string {
  // Both are validated non-negative integers, never request text.
  return `${limit !== undefined ? ` LIMIT ${limit}` : ''}${offset ? ` OFFSET ${offset}` : ''}`;
}

export interface BodyShape {
  single: boolean;
  stripNulls: boolean;
}

/**
 * The final SELECT over `pgrst_source` (a CTE): row count and the JSON body,
 * built by Postgres itself so types come out as PostgREST renders them
 * (int8/numeric as numbers, timestamptz as ISO strings, jsonb as JSON).
 */
export function envelopeSql(shape: BodyShape, totalSql = 'null::bigint'): string {
  const row = shape.stripNulls ? 'json_strip_nulls(to_json(_t))' : 'to_json(_t)';
  const body = shape.single ? `coalesce((json_agg(${row})->0)::text, 'null')` : `coalesce(json_agg(${row}), '[]')::text`;
  return `SELECT (${totalSql})::bigint AS total, count(*)::bigint AS n, ${body} AS body FROM pgrst_source _t`;
}

/** How a read's rows are filtered, ordered, paged and shaped: shared by table reads and rpc calls. */
export interface ResultShaping {
  select: SelectItem[];
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  countExact: boolean;
  shape: BodyShape;
}

export interface ReadQuery extends ResultShaping {
  source: string;
}

/** GET: the page of rows, plus the filtered total when count=exact asks for it. */
export function readSql(q: ReadQuery, params: Params): string {
  const where = whereSql(q.filters, params);
  const source =
    `SELECT ${selectListSql(q.select, params)} FROM ${q.source}${where}` + `${orderSql(q.order, params)}${pageSql(q.limit, q.offset)}`;
  const total = q.countExact ? `SELECT count(*) FROM ${q.source}${where}` : undefined;
  return `WITH pgrst_source AS (${source}) ${envelopeSql(q.shape, total)}`;
}

export interface ColumnInfo {
  name: string;
  type: string;
}

/** `AS _b("a" int4, "b" text)`: the typed record a JSON payload is read into. */
export function recordDefinition(columns: ColumnInfo[]): string {
  return columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
}

export interface InsertGroup {
  columns: ColumnInfo[];
  rows: unknown[];
}

export interface InsertQuery {
  table: string;
  groups: InsertGroup[];
  onConflict?: { columns: string[]; merge: boolean };
  /** undefined = return=minimal (no RETURNING, so no SELECT policy is needed). */
  returning?: SelectItem[];
}

function insertStatement(q: InsertQuery, group: InsertGroup, params: Params): string {
  const names = group.columns.map((c) => quoteIdent(c.name)).join(', ');
  const payload = `${params.add(JSON.stringify(group.rows))}::json`;
  let sql =
    group.columns.length === 0
      ? // No columns at all: one row of defaults per element.
        `INSERT INTO ${q.table} SELECT FROM json_array_elements(${payload})`
      : `INSERT INTO ${q.table} (${names}) SELECT ${names} FROM json_to_recordset(${payload}) AS _b(${recordDefinition(group.columns)})`;
  if (q.onConflict) {
    const target = q.onConflict.columns.length > 0 ? ` (${q.onConflict.columns.map(quoteIdent).join(', ')})` : '';
    const sets = group.columns.map((c) => `${quoteIdent(c.name)} = EXCLUDED.${quoteIdent(c.name)}`);
    sql +=
      q.onConflict.merge && sets.length > 0 ? ` ON CONFLICT${target} DO UPDATE SET ${sets.join(', ')}` : ` ON CONFLICT${target} DO NOTHING`;
  }
  if (q.returning) sql += ` RETURNING ${selectListSql(q.returning, params)}`;
  return sql;
}

/**
 * How many rows of a merge upsert's payload already exist (by the conflict columns),
 * counted before the insert: PostgREST answers 201 when a row was inserted and
 * 200 when every row was an update.
 */
export function existingConflictsSql(q: InsertQuery, params: Params): string | null {
  const target = q.onConflict?.columns ?? [];
  const counts = q.groups.map((group) => {
    const present = new Set(group.columns.map((c) => c.name));
    // A conflict column left to its default (a new id) never conflicts.
    if (target.length === 0 || !target.every((name) => present.has(name))) return '0';
    const keys = target.map(quoteIdent).join(', ');
    const payload = `${params.add(JSON.stringify(group.rows))}::json`;
    const typed = group.columns.filter((c) => target.includes(c.name));
    return `(SELECT count(*) FROM ${q.table} WHERE (${keys}) IN (SELECT ${keys} FROM json_to_recordset(${payload}) AS _b(${recordDefinition(typed)})))`;
  });
  return `SELECT (${counts.join(' + ')})::bigint AS existing`;
}

/** One INSERT per group of rows sharing a column set (see Prefer: missing=default). */
export function insertStatements(q: InsertQuery, params: Params): string[] {
  return q.groups.map((g) => insertStatement(q, g, params));
}

/** Several groups become one statement through data-modifying CTEs, so one body covers them all. */
export function insertReturningSql(q: InsertQuery, shape: BodyShape, params: Params): string {
  const statements = insertStatements(q, params);
  const ctes = statements.map((s, i) => `pgrst_insert_${i} AS (${s})`);
  const union = statements.map((_, i) => `SELECT * FROM pgrst_insert_${i}`).join(' UNION ALL ');
  return `WITH ${ctes.join(', ')}, pgrst_source AS (${union}) ${envelopeSql(shape)}`;
}

export interface UpdateQuery {
  table: string;
  columns: ColumnInfo[];
  values: unknown;
  filters: FilterNode[];
  returning?: SelectItem[];
}

export function updateSql(q: UpdateQuery, params: Params): string {
  const names = q.columns.map((c) => quoteIdent(c.name)).join(', ');
  const payload = `${params.add(JSON.stringify(q.values))}::json`;
  let sql =
    `UPDATE ${q.table} SET (${names}) = (SELECT ${names} FROM json_to_record(${payload}) AS _b(${recordDefinition(q.columns)}))` +
    whereSql(q.filters, params);
  if (q.returning) sql += ` RETURNING ${selectListSql(q.returning, params)}`;
  return sql;
}

export interface DeleteQuery {
  table: string;
  filters: FilterNode[];
  returning?: SelectItem[];
}

export function deleteSql(q: DeleteQuery, params: Params): string {
  let sql = `DELETE FROM ${q.table}${whereSql(q.filters, params)}`;
  if (q.returning) sql += ` RETURNING ${selectListSql(q.returning, params)}`;
  return sql;
}

/** Wraps a data-modifying statement with RETURNING into the counted JSON envelope. */
export function returningEnvelopeSql(statement: string, shape: BodyShape): string {
  return `WITH pgrst_source AS (${statement}) ${envelopeSql(shape)}`;
}
