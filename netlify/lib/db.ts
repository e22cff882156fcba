import type { SupabaseClient } from '@supabase/supabase-js';
import * as v from 'valibot';
import type { Database } from '#domain/database.types.ts';
import { serviceRoleKey, supabaseUrl } from './env.ts';
import { createServerClient } from './server-client.ts';

let client: SupabaseClient<Database> | null = null;

/** The service-role client: bypasses RLS, so only server code that has already authorized the caller uses it. */
export function serviceClient(): SupabaseClient<Database> {
  client ??= createServerClient(supabaseUrl(), serviceRoleKey());
  return client;
}

/** A row or a function's answer that does not have the shape the code reads. */
export class BadRowError extends Error {
  override name = 'BadRowError';
}

/**
 * A value read from the database (a JSON column, a jsonb function answer, a column
 * narrower than its SQL type), parsed with its schema instead of cast. A value of
 * another shape throws a BadRowError naming `what`, the path and what was expected,
 * never the value itself (it may hold a sealed key): endpoint() logs it and answers
 * a plain 500.
 */
export function fromDatabase<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  // `received` repeats a value; only "undefined" (a missing key) is safe to read.
  const found = issue.received === 'undefined' ? 'missing' : `expected ${issue.expected ?? issue.type}`;
  throw new BadRowError(`${what} has an unexpected shape${path ? ` at ${path}` : ''}: ${found}.`);
}
