import { parseError } from './postgrest-errors.ts';

// The PostgREST query grammar that supabase-js emits, parsed into plain data.
// Nothing here builds SQL: query-builder.ts quotes identifiers and turns every
// value into a bind parameter.

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, optionally followed by a JSON path (`data->a->>b`). */
export interface Field {
  column: string;
  path: JsonStep[];
}

export type SelectItem = { kind: 'star' } | { kind: 'field'; field: Field; alias?: string; cast?: string };

export interface Condition {
  kind: 'condition';
  field: Field;
  negate: boolean;
  operator: string;
  /** `any`/`all` for quantified operators, the language for full-text search. */
  modifier?: string;
  value: string;
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

export interface OrderTerm {
  field: Field;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export const COMPARISON_OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const FTS_OPERATORS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** Splits on `separator` outside double quotes and parentheses. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse "${text}"`, 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

/** `"a \"b\""` -> `a "b"`; anything else unchanged. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** Parses `col`, `"my col"`, `data->a->>b`, `data->0`. */
export function parseField(text: string): Field {
  const pieces: string[] = [];
  const arrows: ('->' | '->>')[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '-' && text[i + 1] === '>') {
      pieces.push(current);
      current = '';
      if (text[i + 2] === '>') {
        arrows.push('->>');
        i += 2;
      } else {
        arrows.push('->');
        i += 1;
      }
      continue;
    }
    current += ch;
  }
  pieces.push(current);
  const [column = '', ...keys] = pieces.map((p) => unquote(p.trim()));
  if (column === '' || keys.some((k) => k === '')) throw parseError(`failed to parse field "${text}"`);
  return { column, path: keys.map((key, i) => ({ arrow: arrows[i]!, key })) };
}

/** The name PostgREST gives an unaliased field in its output: the last JSON key or the column. */
export function fieldLabel(field: Field): string {
  return field.path.length > 0 ? field.path[field.path.length - 1]!.key : field.column;
}

export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((raw): SelectItem => {
    const item = raw.trim();
    if (item === '*') return { kind: 'star' };
    if (item.includes('(') || item.startsWith('...')) {
      throw parseError(
        `"${item}" is not supported by the local Supabase`,
        'Embedded resources, spreads and aggregates are not implemented; select columns of one table.',
      );
    }
    let rest = item;
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt > 0 && !rest.slice(castAt).includes('"')) {
      cast = rest.slice(castAt + 2).trim();
      rest = rest.slice(0, castAt);
      // Casts become SQL type names: letters, digits, spaces, underscores and [] only.
      if (!/^[a-z_][a-z0-9_ ]*(\[\])?$/i.test(cast)) throw parseError(`invalid cast "${cast}"`);
    }
    let alias: string | undefined;
    const colon = findOutsideQuotes(rest, ':');
    if (colon > 0) {
      alias = unquote(rest.slice(0, colon).trim());
      rest = rest.slice(colon + 1);
    }
    return { kind: 'field', field: parseField(rest.trim()), alias, cast };
  });
}

function findOutsideQuotes(text: string, ch: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === ch) return i;
  }
  return -1;
}

/**
 * Parses the operator part of a filter: `[not.]op[(modifier)].value`.
 * In logic trees a value may be double-quoted to carry reserved characters.
 */
export function parseOperation(field: Field, text: string, inTree: boolean): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!match) throw parseError(`failed to parse filter (${text})`, 'expected an operator such as eq., in. or is.');
  const operator = match[1]!;
  const modifier = match[2];
  let value = match[3]!;
  if (operator === 'in' || operator === 'is') {
    // in-lists keep their own quoting; is-values are keywords.
  } else if (modifier !== undefined && !FTS_OPERATORS.has(operator)) {
    if (!QUANTIFIABLE.has(operator) || (modifier !== 'any' && modifier !== 'all')) {
      throw parseError(`failed to parse filter (${text})`, `unknown modifier "${modifier}" for ${operator}`);
    }
  } else if (!COMPARISON_OPERATORS.has(operator) && !FTS_OPERATORS.has(operator)) {
    throw parseError(`failed to parse filter (${text})`, `unknown operator "${operator}"`);
  }
  if (inTree && operator !== 'in') value = unquote(value);
  return { kind: 'condition', field, negate, operator, modifier, value };
}

/** Parses the items of `in.(a,"b,c")`. */
export function parseInList(value: string): string[] {
  const inner = value.trim();
  if (!inner.startsWith('(') || !inner.endsWith(')')) throw parseError(`failed to parse in-list "${value}"`);
  const body = inner.slice(1, -1);
  if (body.trim() === '') return [];
  return splitTopLevel(body).map((item) => unquote(item.trim()));
}

/** Parses the inside of `or=(...)`/`and=(...)` into a logic node. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, text: string): Logic {
  const inner = text.trim();
  if (!inner.startsWith('(') || !inner.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text})`, 'expected a parenthesised list');
  }
  const children = splitTopLevel(inner.slice(1, -1)).map((raw): FilterNode => {
    const item = raw.trim();
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3]!);
    const dot = item.startsWith('"') ? item.indexOf('"', 1) + 1 : item.indexOf('.');
    if (dot <= 0 || item[dot] !== '.') throw parseError(`failed to parse logic tree (${text})`, `near "${item}"`);
    return parseOperation(parseField(item.slice(0, dot)), item.slice(dot + 1), true);
  });
  return { kind: 'logic', operator, negate, children };
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text)
    .filter((t) => t.trim() !== '')
    .map((raw) => {
      const parts = splitTopLevel(raw.trim(), '.');
      let end = parts.length;
      let nulls: 'first' | 'last' | undefined;
      let descending = false;
      const last = parts[end - 1];
      if (last === 'nullsfirst' || last === 'nullslast') {
        nulls = last === 'nullsfirst' ? 'first' : 'last';
        end--;
      }
      const dir = parts[end - 1];
      if (end > 1 && (dir === 'asc' || dir === 'desc')) {
        descending = dir === 'desc';
        end--;
      }
      return { field: parseField(parts.slice(0, end).join('.')), descending, nulls };
    });
}

/** `Prefer` may repeat and hold comma-separated `key=value` items. */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const item of (header ?? '').split(',')) {
    const [key, ...value] = item.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), value.join('=').trim());
  }
  return prefs;
}

/** `a,b` or `"a","b"` as supabase-js sends `columns=`. */
export function parseColumnList(text: string): string[] {
  return splitTopLevel(text)
    .map((c) => unquote(c.trim()))
    .filter((c) => c !== '');
}

export function parseNonNegativeInt(text: string, name: string): number {
  if (!/^\d+$/.test(text.trim())) throw parseError(`"${name}" must be a non-negative integer, got "${text}"`);
  return Number.parseInt(text, 10);
}
