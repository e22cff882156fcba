// The wizard's calls: generate through the API, and hand the result to the
// browser (preview tab, file downloads).
import { apiFetch } from '../../lib/api-client';
import { composeDescription, type WebsiteGenerateRequest, type WebsiteGenerateResponse, type WebsitePage } from '../../domain/website/contract';
import { findIndustry } from '../../domain/website/industries';
import { findTemplate } from '../../domain/website/templates';
import { previewPageHtml } from './sandboxed-preview';
import type { WebsiteForm } from './use-website-wizard';

export function generateWebsite(form: WebsiteForm, userId: string, isPaid: boolean): Promise<WebsiteGenerateResponse> {
  const business = {
    name: form.businessName.trim(),
    description: form.businessDescription.trim(),
    ...(form.contactEmail.trim() ? { email: form.contactEmail.trim() } : {}),
    ...(form.contactPhone.trim() ? { phone: form.contactPhone.trim() } : {}),
  };
  const body: WebsiteGenerateRequest = {
    description: composeDescription(business, findIndustry(form.industry)?.name ?? form.industry, findTemplate(form.template)?.name ?? form.template),
    user_id: userId,
    is_paid_user: isPaid,
    industry: form.industry,
    style: form.template,
    business,
  };
  return apiFetch<WebsiteGenerateResponse>('/api/ai/website/generate', { method: 'POST', body });
}

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

export function downloadFile(name: string, blob: Blob): void {
  const link = document.createElement('a');
  link.href = blobUrl(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The premium pages as one ZIP (fflate loads only when asked). */
export async function zipPages(pages: WebsitePage[]): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate');
  const files = Object.fromEntries(pages.map((page) => [page.file, strToU8(page.html)]));
  return new Blob([zipSync(files, { level: 9 })], { type: 'application/zip' });
}
