// Uploading to My files as the app does it, for the function tests: begin (typed by
// the first bytes), the bytes through the signed upload URL with the user's own
// supabase-js client, then reading. And a small handbook to upload.
import { expect } from 'vitest';
import type { DocumentRow } from '../../src/domain/files-contract.ts';
import type { FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Begun = { document: DocumentRow; upload: { path: string; token: string } } & { detail?: string };

export const HANDBOOK = `# Brewline staff handbook

Welcome to Brewline. We roast coffee in small batches.

## Holidays

Staff take 25 days of paid holiday a year. Book them two weeks ahead with your manager.

## Uniform

Aprons are washed weekly by the laundry service.`;

export const headOf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 4096)).toString('base64');

/** The three calls; `processed` is null when the server refused to begin. */
export async function uploadFile(stack: FunctionTestStack, user: User, name: string, bytes: Uint8Array, declaredSize = bytes.length) {
  const begun = await stack.callJson<Begun>('POST', '/api/files', user, { name, size: declaredSize, head: headOf(bytes) });
  if (begun.status !== 201) return { begun, processed: null };
  const put = await stack
    .asUser(user)
    .storage.from('documents')
    .uploadToSignedUrl(begun.body.upload.path, begun.body.upload.token, new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      contentType: 'application/octet-stream',
    });
  expect(put.error).toBeNull();
  const processed = await stack.callJson<{ document: DocumentRow; detail?: string }>(
    'POST',
    `/api/files/${begun.body.document.id}/process`,
    user,
  );
  return { begun, processed };
}
