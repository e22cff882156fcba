import * as v from 'valibot';
import { HttpError } from './http.ts';

/** The largest request body any endpoint reads; the longest real one (a website brief) is a few KB. */
export const MAX_BODY_BYTES = 512 * 1024;

const tooLarge = (maxBytes: number) => `The request body is too large (at most ${maxBytes / 1024} KB).`;

/** 415 unless the body is declared JSON (`application/json`, parameters such as charset allowed). */
function requireJson(req: Request): void {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'The request body must be JSON, sent with Content-Type: application/json.');
}

/**
 * The body as text, refused with 413 when Content-Length announces too much and,
 * since a chunked body announces nothing, while counting the bytes as they arrive.
 */
async function readLimitedText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, tooLarge(maxBytes));
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading but do not cancel: on Node, cancelling the request stream
      // destroys the socket before the 413 can be written.
      reader.releaseLock();
      throw new HttpError(413, tooLarge(maxBytes));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface ParseOptions {
  /**
   * Whether the detail starts with the field at fault (`template: ...`), the default.
   * False for a schema whose messages are written for the person filling a form, who
   * knows no field names.
   */
  fieldNames?: boolean;
  /** The most bytes the body may have, MAX_BODY_BYTES unless an endpoint takes more (an image edit's mask). */
  maxBytes?: number;
}

/** Reads a JSON body and validates it; malformed or invalid input is a 400 with a readable reason. */
export async function parseBody<TSchema extends v.GenericSchema>(
  req: Request,
  schema: TSchema,
  options: ParseOptions = {},
): Promise<v.InferOutput<TSchema>> {
  return (await parseBodyWithText(req, schema, options)).body;
}

/** parseBody, also giving the body's text exactly as received (for signatures computed over it). */
export async function parseBodyWithText<TSchema extends v.GenericSchema>(
  req: Request,
  schema: TSchema,
  { fieldNames = true, maxBytes = MAX_BODY_BYTES }: ParseOptions = {},
): Promise<{ body: v.InferOutput<TSchema>; text: string }> {
  requireJson(req);
  const text = await readLimitedText(req, maxBytes);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.');
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue && fieldNames ? v.getDotPath(issue) : null;
    throw new HttpError(400, path ? `${path}: ${issue!.message}` : (issue?.message ?? 'Invalid request.'));
  }
  return { body: result.output, text };
}
