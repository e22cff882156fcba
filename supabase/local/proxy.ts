import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-utils.ts';

// Hop-by-hop headers, and CORS headers the local server has already set (applyCors).
const DROP_REQUEST = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** Forwards a request to `target` (an absolute URL) as it is, and streams the answer back, as Supabase's gateway does for /rest/v1. */
export function proxyRequest(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> {
  return new Promise((resolve) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !DROP_REQUEST.has(name)));
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || DROP_RESPONSE.has(name) || name.startsWith('access-control-')) continue;
        res.setHeader(name, value);
      }
      res.writeHead(answer.statusCode ?? 502);
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', () => resolve());
    });
    upstream.on('error', (error) => {
      sendJson(res, 502, { code: 'PGRST000', message: `PostgREST is not answering: ${error.message}` });
      resolve();
    });
    req.pipe(upstream);
  });
}
