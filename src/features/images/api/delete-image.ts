// DELETE /api/images/:id: the image and its stored files are gone (204).
import * as v from 'valibot';
import { apiFetch } from '../../../lib/api-client';

export async function deleteImage(id: string): Promise<void> {
  await apiFetch(`/api/images/${encodeURIComponent(id)}`, v.undefined(), { method: 'DELETE' });
}
