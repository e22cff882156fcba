import * as v from 'valibot';
import type { Json } from './database.types.ts';

/** Any value JSON can carry, as a jsonb column or argument takes it. */
export const JsonSchema: v.GenericSchema<unknown, Json> = v.lazy(() =>
  v.union([
    v.string(),
    v.pipe(v.number(), v.finite()),
    v.boolean(),
    v.null(),
    v.array(JsonSchema),
    v.pipe(
      v.custom<object>(
        (value) => typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)),
        'Only plain objects are JSON objects.',
      ),
      v.record(v.string(), v.optional(JsonSchema)),
    ),
  ]),
);

/** `value` for a jsonb column, checked rather than cast: a value JSON cannot carry (a Date, NaN, a function) fails here. */
export function toJson(value: unknown): Json {
  return v.parse(JsonSchema, value);
}
