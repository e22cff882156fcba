import * as v from 'valibot';
import { HttpError } from './http.ts';

/** Reads a JSON body and validates it; malformed or invalid input is a 400 with a readable reason. */
export async function parseBody<TSchema extends v.GenericSchema>(
  req: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    throw new HttpError(400, path ? `${path}: ${issue!.message}` : (issue?.message ?? 'Invalid request.'));
  }
  return result.output;
}
