// What /rest/v1 and /storage/v1 share: a request runs in a transaction as the role
// its verified token names, with PostgREST's request settings, so the real RLS
// policies decide (auth.uid(), auth.jwt() read them).
import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type { LocalDatabase, Transaction } from './database.ts';

/** The roles a token may name: the API roles Supabase grants. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: string;
  claims: JWTPayload;
}

/** One transaction as the caller's role; `rollback` ends it without its changes (the result is still returned). */
export function asCaller<T>(
  db: LocalDatabase,
  caller: Caller,
  request: { req: IncomingMessage; url: URL },
  options: { readOnly: boolean; rollback: boolean },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.readOnly) await tx.exec('set transaction read only');
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('request.jwt.claims', $1, true),
              set_config('request.method', $2, true),
              set_config('request.path', $3, true),
              set_config('request.headers', $4, true),
              set_config('role', $5, true)`,
      // The role comes from a verified token and is one of API_ROLES; set_config('role', ..., true)
      // is SET LOCAL ROLE, as PostgREST does it, in the same statement as the request settings.
      [JSON.stringify(caller.claims), request.req.method ?? 'GET', request.url.pathname, JSON.stringify(request.req.headers), caller.role],
    );
    const result = await work(tx);
    if (options.rollback) await tx.rollback();
    return result;
  });
}
