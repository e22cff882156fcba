// The generated site handed to the browser: a preview tab, file downloads, a ZIP.
import type { WebsitePage } from '../../domain/website/contract';
import { previewPageHtml } from './sandboxed-preview';

const REVOKE_AFTER_MS = 60_000;

function blobUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}

/** A short-lived URL of the HTML (revoked after a minute: long enough to load it). */
export function htmlBlobUrl(html: string): string {
  return blobUrl(new Blob([html], { type: 'text/html' }));
}

/** Opens the generated site in a new tab, inside a sandboxed frame (see sandboxed-preview.ts). */
export function openPreview(html: string): void {
  window.open(htmlBlobUrl(previewPageHtml(html)), '_blank', 'noopener');
}

/** The premium pages as one ZIP (fflate loads only when asked). */
export async function zipPages(pages: WebsitePage[]): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate');
  const files = Object.fromEntries(pages.map((page) => [page.file, strToU8(page.html)]));
  return new Blob([zipSync(files, { level: 9 })], { type: 'application/zip' });
}
