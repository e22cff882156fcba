import { messageOf } from '../../domain/error-message';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import type { WebsiteGenerateResponse } from '../../domain/website/contract';
import { parseWebsiteHandoff, WEBSITE_HANDOFF_KEY } from '../../domain/website/prefill';
import { notify } from '../../lib/toast';

export interface WebsiteForm {
  businessName: string;
  businessDescription: string;
  industry: string;
  contactEmail: string;
  contactPhone: string;
  template: string;
}

export type WizardStep = 1 | 2 | 3;

export const EMPTY_FORM: WebsiteForm = {
  businessName: '',
  businessDescription: '',
  industry: '',
  contactEmail: '',
  contactPhone: '',
  template: '',
};

/** The labels of the step-1 fields still needed before 'Continue to Design' (empty when none). */
export function missingBusinessInfo(form: WebsiteForm): string[] {
  return [
    form.businessName.trim() ? null : 'a business name',
    form.businessDescription.trim() ? null : 'a business description',
    form.industry ? null : 'an industry',
  ].filter((label) => label !== null);
}

export function hasBusinessInfo(form: WebsiteForm): boolean {
  return missingBusinessInfo(form).length === 0;
}

/**
 * What was entered, kept in this tab's session storage: a reload, or a detour
 * through sign-in or sign-up, comes back to the same step with everything kept.
 * 'Create Another Website' empties it.
 */
export const WIZARD_DRAFT_KEY = 'websiteWizardDraft';

const text = v.optional(v.string(), '');
const DraftSchema = v.object({
  step: v.picklist([1, 2]),
  form: v.object({ businessName: text, businessDescription: text, industry: text, contactEmail: text, contactPhone: text, template: text }),
});

function readDraft(): { step: 1 | 2; form: WebsiteForm } | null {
  try {
    const raw = sessionStorage.getItem(WIZARD_DRAFT_KEY);
    if (raw === null) return null;
    const result = v.safeParse(DraftSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null; // storage unavailable or not JSON: start empty
  }
}

function writeDraft(step: WizardStep, form: WebsiteForm) {
  try {
    sessionStorage.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ step: step === 3 ? 2 : step, form }));
  } catch {
    // storage unavailable (private mode, quota): the wizard still works, it just does not survive a reload
  }
}

/** Reads what a chat left for the wizard; unreadable data is only logged. */
function readHandoff(): Partial<WebsiteForm> | null {
  try {
    const raw = localStorage.getItem(WEBSITE_HANDOFF_KEY);
    if (raw === null) return null;
    const prefill = parseWebsiteHandoff(raw);
    return { businessDescription: prefill.businessDescription, ...(prefill.industry ? { industry: prefill.industry } : {}) };
  } catch (error) {
    console.warn('Could not read the website data left by the chat:', messageOf(error, String(error)));
    return null;
  }
}

export function useWebsiteWizard() {
  const [start] = useState(() => ({ draft: readDraft(), prefill: readHandoff() }));
  const { draft, prefill } = start;
  // A chat's hand-off starts a new website at step 1; otherwise the draft of this tab, if any.
  const [step, setStep] = useState<WizardStep>(prefill ? 1 : (draft?.step ?? 1));
  const [form, setForm] = useState<WebsiteForm>(() => (prefill ? { ...EMPTY_FORM, ...prefill } : (draft?.form ?? EMPTY_FORM)));
  const [result, setResult] = useState<WebsiteGenerateResponse | null>(null);
  const [generating, setGenerating] = useState(false);

  // The hand-off is used once: it moves into the draft and leaves localStorage.
  useEffect(() => {
    try {
      localStorage.removeItem(WEBSITE_HANDOFF_KEY);
    } catch {
      // storage unavailable: nothing was read either
    }
    if (prefill) notify({ title: 'Data Loaded!', description: 'Pre-filled from your chat' });
  }, [prefill]);

  useEffect(() => writeDraft(step, form), [step, form]);

  const update = useCallback(<K extends keyof WebsiteForm>(key: K, value: WebsiteForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  }, []);

  const startOver = useCallback(() => {
    setForm(EMPTY_FORM);
    setResult(null);
    setStep(1);
  }, []);

  return { step, setStep, form, update, result, setResult, generating, setGenerating, startOver };
}
