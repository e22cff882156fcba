import type { Queryable } from './database.ts';
import { fuzzyBestMatch } from './fuzzy-set.ts';
import { restError } from './postgrest-errors.ts';
import {
  Params,
  envelopeSql,
  orderSql,
  pageSql,
  qualified,
  quoteIdent,
  recordDefinition,
  selectListSql,
  whereSql,
} from './query-builder.ts';
import type { ColumnInfo, ResultShaping } from './query-builder.ts';

/** What PostgREST's schema cache knows about a function in the exposed schema. */
export interface FunctionInfo {
  name: string;
  inputs: ColumnInfo[];
  /** How many trailing inputs have defaults. */
  defaults: number;
  returnsSet: boolean;
  returns: 'void' | 'scalar' | 'composite';
  /** A single unnamed json/jsonb parameter receives the whole body. */
  takesBody?: 'json' | 'jsonb';
}

interface ProcRow {
  name: string;
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rettype: string;
  typtype: string;
  argnames: string[] | null;
  argmodes: string[] | null;
  intypes: string[];
}

export async function findFunctions(db: Queryable, schema: string, name: string): Promise<FunctionInfo[]> {
  const { rows } = await db.query<ProcRow>(
    `select p.proname as name, p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
       p.proretset as retset, format_type(p.prorettype, null) as rettype, t.typtype::text as typtype,
       p.proargnames as argnames, p.proargmodes::text[] as argmodes,
       array(select format_type(u.x, null) from unnest(p.proargtypes::oid[]) with ordinality as u(x, i) order by u.i) as intypes
     from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'
       -- PostgREST does not offer trigger functions as endpoints.
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [schema, name],
  );
  return rows.map((row): FunctionInfo => {
    const modes = row.argmodes ?? [];
    const names = row.argnames ?? [];
    // With modes, proargnames covers OUT arguments too; keep the inputs, in order.
    const inputNames = modes.length === 0 ? names.slice(0, row.nargs) : names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
    const inputs = row.intypes.map((type, i) => ({ name: inputNames[i] ?? '', type }));
    const hasOut = modes.some((m) => m === 'o' || m === 't');
    const returns = row.rettype === 'void' ? 'void' : row.typtype === 'c' || (row.rettype === 'record' && hasOut) ? 'composite' : 'scalar';
    const only = inputs[0];
    const takesBody =
      inputs.length === 1 && only && only.name === '' && (only.type === 'json' || only.type === 'jsonb') ? only.type : undefined;
    return { name: row.name, inputs, defaults: row.ndefaults, returnsSet: row.retset, returns, takesBody };
  });
}

/**
 * PostgREST's overload choice: every given argument is a parameter, and every
 * parameter without a default is given. Fewer leftover parameters wins.
 */
export function chooseFunction(
  schema: string,
  name: string,
  candidates: FunctionInfo[],
  argNames: string[],
  context: { allNames: string[]; get: boolean },
): FunctionInfo {
  const fits = candidates.filter((f) => {
    if (f.takesBody) return true;
    const names = new Set(f.inputs.map((i) => i.name));
    const required = f.inputs.slice(0, f.inputs.length - f.defaults).map((i) => i.name);
    return argNames.every((a) => names.has(a)) && required.every((r) => argNames.includes(r));
  });
  fits.sort((a, b) => Number(!!a.takesBody) - Number(!!b.takesBody) || a.inputs.length - b.inputs.length);
  const chosen = fits[0];
  if (!chosen) {
    // PostgREST lists the names sorted, and a GET cannot carry a JSON body.
    const list = [...argNames].sort().join(', ');
    const plural = argNames.length > 1 ? 's' : '';
    throw restError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${list ? `(${list})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${schema}.${name}${list ? ` with parameter${plural} ${list}` : ' without parameters'}${context.get ? '' : ' or with a single unnamed json/jsonb parameter'}, but no matches were found in the schema cache.`,
      noFunctionHint(schema, name, list, candidates, context.allNames),
    );
  }
  return chosen;
}

/** PostgREST's hint: the function name most like the one asked for, or, when the name exists, the parameter list most like the one given. */
function noFunctionHint(schema: string, name: string, list: string, candidates: FunctionInfo[], allNames: string[]): string | null {
  const match =
    candidates.length === 0
      ? fuzzyBestMatch(allNames, name)
      : (() => {
          const lists = candidates.map((f) =>
            f.inputs
              .map((i) => i.name)
              .sort()
              .join(', '),
          );
          const best = list ? fuzzyBestMatch(lists, list) : null;
          return best === null ? null : `${name}(${best})`;
        })();
  return match === null ? null : `Perhaps you meant to call the function ${schema}.${match}`;
}

/** The names of the functions PostgREST would offer in `schema`. */
export async function functionNames(db: Queryable, schema: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f' and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [schema],
  );
  return rows.map((row) => row.name);
}

export interface RpcQuery extends ResultShaping {
  schema: string;
  fn: FunctionInfo;
  args: Record<string, unknown>;
}

/** The call expression and the FROM item that turns the JSON arguments into typed values. */
function callParts(q: RpcQuery, params: Params): { call: string; from?: string } {
  const target = qualified(q.schema, q.fn.name);
  if (q.fn.takesBody) {
    return { call: `${target}(${params.add(JSON.stringify(q.args))}::${q.fn.takesBody})` };
  }
  const given = q.fn.inputs.filter((i) => Object.hasOwn(q.args, i.name));
  if (given.length === 0) return { call: `${target}()` };
  const payload = `${params.add(JSON.stringify(q.args))}::json`;
  return {
    call: `${target}(${given.map((i) => `${quoteIdent(i.name)} => _a.${quoteIdent(i.name)}`).join(', ')})`,
    from: `json_to_record(${payload}) AS _a(${recordDefinition(given)})`,
  };
}

/** SQL for one RPC; `undefined` body shape means a void function (204). */
export function rpcSql(q: RpcQuery, params: Params): string {
  const { call, from } = callParts(q, params);
  if (q.fn.returns === 'void') return `SELECT ${call}${from ? ` FROM ${from}` : ''}`;
  if (q.fn.returns === 'scalar' && !q.fn.returnsSet) {
    const source = `SELECT ${call} AS pgrst_scalar${from ? ` FROM ${from}` : ''}`;
    return (
      `WITH pgrst_source AS (${source}) SELECT null::bigint AS total, count(*)::bigint AS n,` +
      ` coalesce((json_agg(_t.pgrst_scalar)->0)::text, 'null') AS body FROM pgrst_source _t`
    );
  }
  const fromItems = `${from ? `${from}, ` : ''}${call}`;
  if (q.fn.returns === 'scalar') {
    const source = `SELECT pgrst_scalar FROM ${fromItems} AS pgrst_call(pgrst_scalar)${pageSql(q.limit, q.offset)}`;
    return (
      `WITH pgrst_source AS (${source}) SELECT null::bigint AS total, count(*)::bigint AS n,` +
      ` coalesce(json_agg(_t.pgrst_scalar), '[]')::text AS body FROM pgrst_source _t`
    );
  }
  // Wrapped so filters see only the result columns, never the argument record _a.
  const rows = `(SELECT pgrst_call.* FROM ${fromItems} AS pgrst_call) pgrst_rows`;
  const where = whereSql(q.filters, params);
  const source =
    `SELECT ${selectListSql(q.select, params)} FROM ${rows}${where}` + `${orderSql(q.order, params)}${pageSql(q.limit, q.offset)}`;
  const total = q.countExact ? `SELECT count(*) FROM ${rows}${where}` : undefined;
  // A function returning one composite answers with an object, as in PostgREST.
  const shape = q.fn.returnsSet ? q.shape : { ...q.shape, single: true };
  return `WITH pgrst_source AS (${source}) ${envelopeSql(shape, total)}`;
}
