// The automation tick's internal call to the background function that runs one item,
// authenticated by a shared secret (AUTOMATION_SECRET) that only the two functions know.
import { timingSafeEqual } from 'node:crypto';
import { serverConfig } from '../../env.ts';
import { HttpError } from '../../http.ts';
import type { ClaimedRun } from './runs.ts';

export const RUN_FUNCTION_PATH = '/.netlify/functions/content-run-background';
export const SECRET_HEADER = 'x-automation-secret';

/** The background function's address on this site (AUTOMATION_BASE_URL, else Netlify's URL). */
export function runFunctionUrl(): string {
  const base = serverConfig().automation.baseUrl;
  if (!base) throw new Error("AUTOMATION_BASE_URL (or Netlify's URL) is not set, so scheduled runs cannot be handed off.");
  return `${base}${RUN_FUNCTION_PATH}`;
}

/** POSTs the run to the background function; resolves once it accepted it (202). */
export async function handOffOverHttp(run: ClaimedRun): Promise<void> {
  const { secret, handOffTimeoutMs } = serverConfig().automation;
  if (!secret) throw new Error('AUTOMATION_SECRET is not set.');
  const response = await fetch(runFunctionUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
    body: JSON.stringify({ run_id: run.run_id }),
    signal: AbortSignal.timeout(handOffTimeoutMs),
  });
  await response.body?.cancel();
  if (response.status !== 202 && response.status !== 200) throw new Error(`the run function answered HTTP ${response.status}`);
}

/** 401 unless the request carries the automation tick's secret. */
export function requireAutomationSecret(req: Request): void {
  const { secret } = serverConfig().automation;
  const given = req.headers.get(SECRET_HEADER) ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(secret ?? '');
  if (!secret || a.length !== b.length || !timingSafeEqual(a, b))
    throw new HttpError(401, 'This endpoint is for the automation tick only.');
}
