// A file too large to read within a request goes to the background function
// (files-process-background), which Netlify answers 202 at once and gives 15
// minutes. It is called with the owner's own token, so it authenticates the owner
// as every endpoint does and can only read their files.
import { serverConfig } from '../env.ts';

export const READ_FUNCTION_PATH = '/.netlify/functions/files-process-background';
const HAND_OFF_TIMEOUT_MS = 10_000;

/** POSTs the file to the background function on this site; resolves once it accepted it. */
export async function handOffReading(requestUrl: string, authorization: string, documentId: string): Promise<void> {
  // The configured site address where there is one (a request's Host can be anything), else this request's origin (local).
  const base = serverConfig().automation.baseUrl ?? new URL(requestUrl).origin;
  const response = await fetch(`${base}${READ_FUNCTION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ document_id: documentId }),
    signal: AbortSignal.timeout(HAND_OFF_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status !== 202 && response.status !== 200) throw new Error(`the reading function answered HTTP ${response.status}`);
}
