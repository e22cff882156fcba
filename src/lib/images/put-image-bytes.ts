// The image's bytes go from the browser straight to Storage through the signed upload URL
// POST /api/images/uploads gave (a function takes at most 6 MB a request; an image may be 20).
import type { BeginImageUploadResponse } from '../../domain/images-contract';
import { loadAuthClient } from '../auth-client';

export async function putImageBytes(upload: BeginImageUploadResponse['upload'], file: File): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.storage
    .from(upload.bucket)
    .uploadToSignedUrl(upload.path, upload.token, file, { contentType: file.type || 'application/octet-stream' });
  if (error) throw new Error(`The upload of ${file.name} did not finish: ${error.message}. Check your connection and upload it again.`);
}
