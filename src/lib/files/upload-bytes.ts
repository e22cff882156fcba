// The bytes go from the browser straight to Storage through the signed upload URL POST /api/files gave.
import type { BeginUploadResponse } from '../../domain/files-contract';
import { loadAuthClient } from '../auth-client';

export async function uploadBytes(upload: BeginUploadResponse['upload'], file: File): Promise<void> {
  const supabase = await loadAuthClient();
  const { error } = await supabase.storage
    .from(upload.bucket)
    .uploadToSignedUrl(upload.path, upload.token, file, { contentType: file.type || 'application/octet-stream' });
  if (error) throw new Error(`The upload of ${file.name} did not finish: ${error.message}. Check your connection and upload it again.`);
}
