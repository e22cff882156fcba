// POST /api/ai/website/generate: the wizard's form, generated into a site.
import {
  composeDescription,
  WebsiteGenerateResponseSchema,
  type WebsiteGenerateRequest,
  type WebsiteGenerateResponse,
} from '../../../domain/website/contract';
import { findIndustry } from '../../../domain/website/industries';
import { findTemplate } from '../../../domain/website/templates';
import { apiFetch } from '../../../lib/api-client';
import type { WebsiteForm } from '../use-website-wizard';

export function generateWebsite(form: WebsiteForm, userId: string, isPaid: boolean): Promise<WebsiteGenerateResponse> {
  const business = {
    name: form.businessName.trim(),
    description: form.businessDescription.trim(),
    ...(form.contactEmail.trim() ? { email: form.contactEmail.trim() } : {}),
    ...(form.contactPhone.trim() ? { phone: form.contactPhone.trim() } : {}),
  };
  const body: WebsiteGenerateRequest = {
    description: composeDescription(
      business,
      findIndustry(form.industry)?.name ?? form.industry,
      findTemplate(form.template)?.name ?? form.template,
    ),
    user_id: userId,
    is_paid_user: isPaid,
    industry: form.industry,
    style: form.template,
    business,
  };
  return apiFetch('/api/ai/website/generate', WebsiteGenerateResponseSchema, { method: 'POST', body });
}
