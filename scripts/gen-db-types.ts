// Writes src/domain/database.types.ts, the `Database` type of supabase-js, from
// supabase/migrations: applies them to an in-memory PGlite as the local Supabase
// does (supabase/local/database.ts), reads the catalog of schema public and prints
// it in the shape `supabase gen types typescript` gives, so a hosted project's
// generated file can replace it.
//
//   npx tsx scripts/gen-db-types.ts          writes the file (npm run db:types)
//   npx tsx scripts/gen-db-types.ts --check  exits 1 when the file is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Queryable } from '../supabase/local/database.ts';

export const TYPES_FILE = fileURLToPath(new URL('../src/domain/database.types.ts', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../supabase/migrations', import.meta.url));

const SCHEMA = 'public';
// supabase-js assumes this PostgREST version when the type names none.
const POSTGREST_VERSION = '12';

interface ColumnInfo {
  relid: number;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: boolean;
  updatable: boolean;
}
interface RelationInfo {
  oid: number;
  name: string;
  kind: string;
  updatable: boolean;
}
interface RelationshipInfo {
  name: string;
  relation: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}
interface FunctionInfo {
  oid: number;
  name: string;
  identity_args: string;
  result: string;
  arg_modes: string[];
  arg_names: string[];
  arg_types: number[];
  arg_defaults: number;
  return_type: number;
  return_relid: number | null;
  returns_set: boolean;
  rows: number | null;
}
interface TypeInfo {
  oid: number;
  name: string;
  schema: string;
  relid: number | null;
  labels: string[];
  attributes: { name: string; type: number }[];
}

interface Catalog {
  relations: RelationInfo[];
  columns: ColumnInfo[];
  relationships: RelationshipInfo[];
  functions: FunctionInfo[];
  types: TypeInfo[];
}

async function readCatalog(db: Queryable): Promise<Catalog> {
  const relations = await db.query<RelationInfo>(
    `select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
            c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [SCHEMA],
  );
  const columns = await db.query<ColumnInfo>(
    `select c.oid::int as relid, a.attname as name,
            coalesce(bt.typname, t.typname)::text as type,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable,
            a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated <> '' as generated,
            c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
    [SCHEMA],
  );
  // Foreign keys between two relations of the schema, as PostgREST sees them.
  const relationships = await db.query<RelationshipInfo>(
    `select k.conname as name, tab.relname as relation, cols.cols as columns,
            other.relname as referenced_relation, cols.refs as referenced_columns,
            exists (
              select 1 from pg_constraint u
               where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                 and (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
                       where a.attrelid = u.conrelid and a.attnum = any (u.conkey)) = cols.cols
            ) as one_to_one
       from pg_constraint k
       join pg_class tab on tab.oid = k.conrelid
       join pg_namespace n1 on n1.oid = tab.relnamespace
       join pg_class other on other.oid = k.confrelid
       join pg_namespace n2 on n2.oid = other.relnamespace
       cross join lateral (
         select array_agg(ca.attname::text order by ord) as cols, array_agg(ra.attname::text order by ord) as refs
           from unnest(k.conkey, k.confkey) with ordinality as u(col, ref, ord)
           join pg_attribute ca on ca.attrelid = k.conrelid and ca.attnum = u.col
           join pg_attribute ra on ra.attrelid = k.confrelid and ra.attnum = u.ref
       ) cols
      where k.contype = 'f' and k.conparentid = 0 and n1.nspname = $1 and n2.nspname = $1`,
    [SCHEMA],
  );
  // Plain functions PostgREST can call; trigger functions are not.
  const functions = await db.query<FunctionInfo>(
    `select p.oid::int as oid, p.proname as name,
            pg_get_function_identity_arguments(p.oid) as identity_args,
            pg_get_function_result(p.oid) as result,
            coalesce(p.proargmodes::text[], array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])) as arg_modes,
            coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])) as arg_names,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types,
            p.pronargdefaults::int as arg_defaults,
            p.prorettype::int as return_type,
            nullif(rt.typrelid, 0)::int as return_relid,
            p.proretset as returns_set,
            case when p.proretset then nullif(p.prorows, 0)::float8 end as rows
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`,
    [SCHEMA],
  );
  const types = await db.query<TypeInfo>(
    `select t.oid::int as oid, t.typname as name, n.nspname as schema, nullif(t.typrelid, 0)::int as relid,
            coalesce((select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '{}') as labels,
            coalesce((select json_agg(json_build_object('name', a.attname, 'type', a.atttypid::int) order by a.attnum)
                        from pg_class c join pg_attribute a on a.attrelid = c.oid
                       where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped), '[]') as attributes
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  return {
    relations: relations.rows,
    columns: columns.rows,
    relationships: relationships.rows,
    functions: functions.rows,
    types: types.rows,
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
const quote = (text: string) => JSON.stringify(text);
/** A property name: bare when it is an identifier, quoted otherwise. */
const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name));

const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
// PostgREST accepts an unnamed argument of these types (json, jsonb, text) as the whole body.
const BODY_ARG_TYPES = new Set([114, 3802, 25]);

class Printer {
  private readonly lines: string[] = [];
  private depth = 0;

  line(text = ''): this {
    this.lines.push(text === '' ? '' : `${'  '.repeat(this.depth)}${text}`);
    return this;
  }

  /** `open` (ending in `{` or `[`), the body one level in, then `close`. */
  block(open: string, body: () => void, close = '}'): this {
    this.line(open);
    this.depth += 1;
    body();
    this.depth -= 1;
    return this.line(close);
  }

  indent(body: () => void): this {
    this.depth += 1;
    body();
    this.depth -= 1;
    return this;
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

function render(catalog: Catalog): string {
  const typesByOid = new Map(catalog.types.map((t) => [t.oid, t]));
  const typesByName = new Map<string, TypeInfo[]>();
  for (const t of catalog.types) typesByName.set(t.name, [...(typesByName.get(t.name) ?? []), t]);
  const relationsByOid = new Map(catalog.relations.map((r) => [r.oid, r]));
  const columnsOf = (relid: number) => catalog.columns.filter((c) => c.relid === relid).sort(byName);
  const tables = catalog.relations.filter((r) => ['r', 'p', 'f'].includes(r.kind)).sort(byName);
  const views = catalog.relations.filter((r) => ['v', 'm'].includes(r.kind)).sort(byName);
  const enums = catalog.types.filter((t) => t.schema === SCHEMA && t.labels.length > 0).sort(byName);
  const composites = catalog.types.filter((t) => t.schema === SCHEMA && t.attributes.length > 0).sort(byName);

  const preferSchema = (candidates: TypeInfo[]) => candidates.find((t) => t.schema === SCHEMA) ?? candidates[0];

  function tsType(pgType: string): string {
    if (pgType === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(pgType)) return 'number';
    if (STRING_TYPES.has(pgType)) return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) {
      const element = tsType(pgType.slice(1));
      return /^[\w.]+$|^Database\[[^|]*\]$/.test(element) ? `${element}[]` : `(${element})[]`;
    }
    const named = typesByName.get(pgType) ?? [];
    const enumType = preferSchema(named.filter((t) => t.labels.length > 0));
    if (enumType) {
      return enumType.schema === SCHEMA
        ? `Database[${quote(SCHEMA)}]["Enums"][${quote(enumType.name)}]`
        : enumType.labels.map(quote).join(' | ');
    }
    const composite = preferSchema(named.filter((t) => t.attributes.length > 0));
    if (composite) {
      return composite.schema === SCHEMA ? `Database[${quote(SCHEMA)}]["CompositeTypes"][${quote(composite.name)}]` : 'unknown';
    }
    const table = tables.find((t) => t.name === pgType);
    if (table) return `Database[${quote(SCHEMA)}]["Tables"][${quote(table.name)}]["Row"]`;
    const view = views.find((v) => v.name === pgType);
    if (view) return `Database[${quote(SCHEMA)}]["Views"][${quote(view.name)}]["Row"]`;
    return 'unknown';
  }

  const typeOfOid = (oid: number) => {
    const type = typesByOid.get(oid);
    return type ? tsType(type.name) : 'unknown';
  };
  const orNull = (ts: string, nullable: boolean) => (nullable && ts !== 'unknown' ? `${ts} | null` : ts);

  // Functions PostgREST can call with named arguments (or one unnamed json/jsonb/text body).
  const functions = catalog.functions
    .map((fn) => {
      const args = fn.arg_modes
        .map((mode, i) => ({
          mode: { i: 'in', o: 'out', b: 'inout', v: 'variadic' }[mode] ?? 'table',
          name: fn.arg_names[i] ?? '',
          type: fn.arg_types[i] ?? 0,
          position: i,
        }))
        .sort(byName);
      const inputs = args.filter((a) => ['in', 'inout', 'variadic'].includes(a.mode));
      // Defaults belong to the last pronargdefaults input arguments, in declared order.
      const firstDefault = inputs.length - fn.arg_defaults;
      const declared = [...inputs].sort((a, b) => a.position - b.position);
      const withDefault = new Set(declared.slice(firstDefault).map((a) => a.position));
      return { fn, args, inputs: inputs.map((a) => ({ ...a, hasDefault: withDefault.has(a.position) })) };
    })
    .filter(({ inputs }) => {
      const unnamed = inputs.filter((a) => a.name === '');
      return (
        unnamed.length === 0 ||
        unnamed.every((a) => a.hasDefault && BODY_ARG_TYPES.has(a.type)) ||
        (inputs.length === 1 && (BODY_ARG_TYPES.has(inputs[0]!.type) || typesByOid.get(inputs[0]!.type)?.relid != null))
      );
    })
    .sort(
      (a, b) =>
        byName(a.fn, b.fn) || a.fn.identity_args.localeCompare(b.fn.identity_args, 'en') || a.fn.result.localeCompare(b.fn.result, 'en'),
    );

  const out = new Printer();

  function columnLines(columns: ColumnInfo[]) {
    for (const column of columns) out.line(`${key(column.name)}: ${orNull(tsType(column.type), column.nullable)}`);
  }

  /** The row type a function returns, before `[]` for a set. */
  function returnType(fn: FunctionInfo, args: { mode: string; name: string; type: number }[]) {
    const tableArgs = args.filter((a) => a.mode === 'table');
    if (tableArgs.length > 0) {
      return () => {
        for (const arg of tableArgs) out.line(`${key(arg.name)}: ${typeOfOid(arg.type)}`);
      };
    }
    const relation = fn.return_relid === null ? undefined : relationsByOid.get(fn.return_relid);
    if (relation) return () => columnLines(columnsOf(relation.oid));
    return typeOfOid(fn.return_type);
  }

  /** Args, Returns (and SetofOptions when it returns rows of a relation) of one function. */
  function signatureFields(entry: (typeof functions)[number]) {
    const { fn, args, inputs } = entry;
    const relation = fn.return_relid === null ? undefined : relationsByOid.get(fn.return_relid);
    const returnName = relation?.name ?? (fn.return_relid === null ? undefined : typesByOid.get(fn.return_type)?.name);
    const manyRows = fn.rows !== null && fn.rows > 1;
    const array = fn.returns_set && (manyRows || returnName === undefined) ? '[]' : '';
    if (inputs.length === 0) out.line('Args: never');
    else
      out.block('Args: {', () => {
        for (const arg of inputs) out.line(`${key(arg.name)}${arg.hasDefault ? '?' : ''}: ${typeOfOid(arg.type)}`);
      });
    const returns = returnType(fn, args);
    if (typeof returns === 'string') out.line(`Returns: ${returns}${array}`);
    else out.block('Returns: {', returns, `}${array}`);
    if (returnName !== undefined) {
      const rowArg = inputs.length === 1 ? typesByOid.get(inputs[0]!.type) : undefined;
      const source = rowArg?.relid != null ? rowArg.name : '*';
      out.block('SetofOptions: {', () => {
        out.line(`from: ${quote(source)}`);
        out.line(`to: ${quote(returnName)}`);
        out.line(`isOneToOne: ${source !== '*' && !fn.returns_set ? true : !manyRows}`);
        out.line(`isSetofReturn: ${fn.returns_set}`);
      });
    }
  }

  function relationshipLines(relationName: string) {
    const found = catalog.relationships
      .filter((r) => r.relation === relationName)
      .sort(
        (a, b) =>
          byName(a, b) ||
          a.referenced_relation.localeCompare(b.referenced_relation, 'en') ||
          JSON.stringify(a.referenced_columns).localeCompare(JSON.stringify(b.referenced_columns), 'en'),
      );
    if (found.length === 0) {
      out.line('Relationships: []');
      return;
    }
    out.block(
      'Relationships: [',
      () => {
        for (const r of found) {
          out.block(
            '{',
            () => {
              out.line(`foreignKeyName: ${quote(r.name)}`);
              out.line(`columns: [${r.columns.map(quote).join(', ')}]`);
              out.line(`isOneToOne: ${r.one_to_one}`);
              out.line(`referencedRelation: ${quote(r.referenced_relation)}`);
              out.line(`referencedColumns: [${r.referenced_columns.map(quote).join(', ')}]`);
            },
            '},',
          );
        }
      },
      ']',
    );
  }

  /** Functions taking one row of `relation` (computed fields) read as extra columns. */
  function computedFields(relation: string) {
    for (const { fn, args, inputs } of functions) {
      if (inputs.length !== 1 || typesByOid.get(inputs[0]!.type)?.name !== relation) continue;
      const returns = returnType(fn, args);
      if (typeof returns === 'string') out.line(`${key(fn.name)}: ${orNull(returns, true)}`);
      else out.block(`${key(fn.name)}: {`, returns, '} | null');
    }
  }

  function section(name: string, items: unknown[], body: () => void) {
    out.block(`${name}: {`, () => {
      if (items.length === 0) out.line('[_ in never]: never');
      else body();
    });
  }

  out.line('// Generated by `npm run db:types` (scripts/gen-db-types.ts) from supabase/migrations.');
  out.line('// Do not edit by hand: add a migration and run `npm run db:types` again.');
  out.line('');
  out.line('export type Json =');
  for (const alternative of ['string', 'number', 'boolean', 'null', '{ [key: string]: Json | undefined }', 'Json[]']) {
    out.line(`  | ${alternative}`);
  }
  out.line('');
  out.block('export type Database = {', () => {
    out.line('// Allows to automatically instantiate createClient with right options');
    out.line("// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)");
    out.block('__InternalSupabase: {', () => out.line(`PostgrestVersion: ${quote(POSTGREST_VERSION)}`));
    out.block(`${SCHEMA}: {`, () => {
      section('Tables', tables, () => {
        for (const table of tables) {
          const columns = columnsOf(table.oid);
          out.block(`${key(table.name)}: {`, () => {
            out.block('Row: {', () => {
              columnLines(columns);
              computedFields(table.name);
            });
            out.block('Insert: {', () => {
              for (const c of columns) {
                if (c.identity === 'a') out.line(`${key(c.name)}?: never`);
                else {
                  const optional = c.nullable || c.identity !== '' || c.has_default || c.generated;
                  out.line(`${key(c.name)}${optional ? '?' : ''}: ${orNull(tsType(c.type), c.nullable)}`);
                }
              }
            });
            out.block('Update: {', () => {
              for (const c of columns) {
                if (c.identity === 'a') out.line(`${key(c.name)}?: never`);
                else out.line(`${key(c.name)}?: ${orNull(tsType(c.type), c.nullable)}`);
              }
            });
            relationshipLines(table.name);
          });
        }
      });
      section('Views', views, () => {
        for (const view of views) {
          const columns = columnsOf(view.oid);
          out.block(`${key(view.name)}: {`, () => {
            out.block('Row: {', () => {
              columnLines(columns);
              computedFields(view.name);
            });
            if (view.updatable) {
              for (const part of ['Insert', 'Update']) {
                out.block(`${part}: {`, () => {
                  for (const c of columns) {
                    out.line(c.updatable ? `${key(c.name)}?: ${orNull(tsType(c.type), true)}` : `${key(c.name)}?: never`);
                  }
                });
              }
            }
            relationshipLines(view.name);
          });
        }
      });
      section('Functions', functions, () => {
        for (const name of [...new Set(functions.map(({ fn }) => fn.name))]) {
          const overloads = functions.filter(({ fn }) => fn.name === name);
          if (overloads.length === 1) {
            out.block(`${key(name)}: {`, () => signatureFields(overloads[0]!));
            continue;
          }
          out.line(`${key(name)}:`);
          out.indent(() => {
            for (const entry of overloads) out.block('| {', () => out.indent(() => signatureFields(entry)), '  }');
          });
        }
      });
      section('Enums', enums, () => {
        for (const e of enums) out.line(`${key(e.name)}: ${e.labels.map(quote).join(' | ')}`);
      });
      section('CompositeTypes', composites, () => {
        for (const t of composites) {
          out.block(`${key(t.name)}: {`, () => {
            for (const a of t.attributes) out.line(`${key(a.name)}: ${orNull(typeOfOid(a.type), true)}`);
          });
        }
      });
    });
  });

  out.line('');
  for (const line of HELPERS.split('\n')) out.line(line);
  out.block(
    'export const Constants = {',
    () => {
      out.block(
        `${SCHEMA}: {`,
        () => {
          if (enums.length === 0) out.line('Enums: {},');
          else
            out.block(
              'Enums: {',
              () => {
                for (const e of enums) out.line(`${key(e.name)}: [${e.labels.map(quote).join(', ')}],`);
              },
              '},',
            );
        },
        '},',
      );
    },
    '} as const',
  );
  return out.text();
}

// The helpers `supabase gen types typescript` appends: Tables<'profiles'> is a row,
// TablesInsert/TablesUpdate what insert() and update() take.
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "${SCHEMA}">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

/**
 * The text of src/domain/database.types.ts for the migrations as they are now,
 * read from PGlite's catalog, or from a PostgreSQL server's (see openDatabase).
 */
export async function generateDatabaseTypes(migrationsDir = MIGRATIONS_DIR, postgresUrl?: string): Promise<string> {
  const db = await openDatabase({ migrationsDir, postgresUrl, log: () => {} });
  try {
    return render(await readCatalog(db.pg));
  } finally {
    await db.close();
  }
}

async function main() {
  const text = await generateDatabaseTypes();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(TYPES_FILE, 'utf8');
    if (committed !== text) {
      console.error('src/domain/database.types.ts does not match supabase/migrations: run `npm run db:types` and commit the file.');
      process.exit(1);
    }
    console.log('src/domain/database.types.ts matches supabase/migrations.');
    return;
  }
  writeFileSync(TYPES_FILE, text);
  console.log('wrote src/domain/database.types.ts');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
