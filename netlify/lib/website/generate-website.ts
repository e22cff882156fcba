// From a validated request to a rendered site: who the business is, which
// template and tier, the copy, then the renderer.
import { businessFromDescription, type WebsiteGenerateResponse } from '#domain/website/contract.ts';
import { findIndustry, type Industry } from '#domain/website/industries.ts';
import { findTemplate, type WebsiteTemplate } from '#domain/website/templates.ts';
import { HttpError } from '../http.ts';
import type { BusinessDetails } from './copy.ts';
import { DESIGNS } from './designs.ts';
import { renderSite } from './render-site.ts';
import type { SiteModel } from './site-model.ts';
import { writeSiteCopy } from './write-copy.ts';

export interface GenerateInput {
  description: string;
  industry: string;
  style: string;
  business?: BusinessDetails | undefined;
}

/** The business the site is about: the structured field, else what the description names. */
export function resolveBusiness(input: GenerateInput): BusinessDetails {
  if (input.business) return input.business;
  const parsed = businessFromDescription(input.description);
  if (!parsed)
    throw new HttpError(
      400,
      'Please give the business name and description (send `business`, or a description with a "Business name:" line).',
    );
  return parsed;
}

export interface WebsitePlan {
  business: BusinessDetails;
  industry: Industry;
  template: WebsiteTemplate;
  isPaid: boolean;
}

/** Checks everything that can be refused before any quota is spent (400, 403). */
export function planWebsite(input: GenerateInput, isPaid: boolean): WebsitePlan {
  const industry = findIndustry(input.industry);
  const template = findTemplate(input.style);
  if (!industry || !template) throw new HttpError(400, 'Unknown industry or template.');
  if (!template.free && !isPaid) {
    throw new HttpError(403, `The ${template.name} template is part of PRO. Upgrade to use it, or choose Modern, Creative or Corporate.`);
  }
  return { business: resolveBusiness(input), industry, template, isPaid };
}

/** A generated site: the answer for the page and the model it was rendered from (what My Sites keeps). */
export interface GeneratedSite {
  response: WebsiteGenerateResponse;
  model: SiteModel;
  copySource: WebsiteGenerateResponse['copy_source'];
}

export async function generateSite({ business, industry, template, isPaid }: WebsitePlan, signal?: AbortSignal): Promise<GeneratedSite> {
  const written = await writeSiteCopy(business, industry, template, signal);
  const tier = isPaid ? 'premium' : 'free';
  const model: SiteModel = { business, industry, templateId: template.id, design: DESIGNS[template.id], copy: written.copy, tier };
  const site = renderSite(model);
  return {
    response: { success: true, html: site.html, tier, ...(site.pages ? { pages: site.pages } : {}), copy_source: written.source },
    model,
    copySource: written.source,
  };
}

export async function generateWebsite(plan: WebsitePlan, signal?: AbortSignal): Promise<WebsiteGenerateResponse> {
  return (await generateSite(plan, signal)).response;
}
