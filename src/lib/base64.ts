/** A blob's bytes (or its first `limit` bytes) as base64, for JSON bodies. */
export async function blobToBase64(blob: Blob, limit = blob.size): Promise<string> {
  const bytes = new Uint8Array(await blob.slice(0, limit).arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
