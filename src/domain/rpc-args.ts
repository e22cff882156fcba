// Arguments of the Postgres functions called with rpc. The generated Args
// (database.types.ts, written as Supabase's own generator writes them) never admit
// null: Postgres records no "not null" for a function's arguments, so a generator
// cannot tell which ones take it. An argument whose function reads SQL null as
// "none" (a new item's id, a run that wrote no error) gets it through `nullableArg`,
// the one place that says so, instead of a cast at every call.

/** `value` as the argument, SQL null when it is null: only for an argument its Postgres function accepts null for. */
export function nullableArg<T>(value: T | null): T {
  return value as T;
}
