import type { Config } from '@netlify/functions';
import { SupportRequestStatusSchema, type SupportRequestStatusResponse } from '#domain/support/requests.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, HttpError, json } from '../lib/http.ts';
import { requireAdmin } from '../lib/profile.ts';
import { setSupportRequestStatus } from '../lib/support/requests.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Marks a support request done, or open again (admins only; docs/api.md).
export default endpoint(['PATCH'], async (req) => {
  await requireAdmin(req, 'Only admins can change support requests.');
  const id = new URL(req.url).pathname.split('/')[5] ?? '';
  const { status } = await parseBody(req, SupportRequestStatusSchema);
  if (!UUID.test(id)) throw new HttpError(404, 'There is no such support request. Reload the inbox to see the current ones.');
  return json({ success: true, request: await setSupportRequestStatus(id, status) } satisfies SupportRequestStatusResponse);
});

export const config: Config = { path: '/api/admin/support/requests/:id' };
