import { HttpError } from './http-utils.ts';

/** PostgREST's error body: every member present, null when unknown. */
export function restError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
  return new HttpError(status, { code, details, hint, message });
}

export const parseError = (message: string, details: string | null = null) => restError(400, 'PGRST100', message, details);

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike & { code: string } {
  return error instanceof Error && typeof (error as PgErrorLike).code === 'string';
}

/** PostgREST's table from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === 'P0001') return 400;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  // RAISE ... USING ERRCODE = 'PT402' picks the status, as in PostgREST.
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (['0L', '0P', '28'].includes(prefix)) return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX'].includes(prefix)) return 500;
  return 400;
}

/** Turns a Postgres error into PostgREST's answer; other errors pass through. */
export function fromDatabaseError(error: unknown, authenticated: boolean): unknown {
  if (!isPgError(error)) return error;
  return restError(statusForSqlState(error.code, authenticated), error.code, error.message, error.detail ?? null, error.hint ?? null);
}
