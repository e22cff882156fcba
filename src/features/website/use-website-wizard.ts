import { useCallback, useEffect, useState } from 'react';
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

export const EMPTY_FORM: WebsiteForm = { businessName: '', businessDescription: '', industry: '', contactEmail: '', contactPhone: '', template: '' };

export function hasBusinessInfo(form: WebsiteForm): boolean {
  return Boolean(form.businessName.trim() && form.businessDescription.trim() && form.industry);
}

/** Reads what a chat left for the wizard; unreadable data is only logged. */
function readHandoff(): Partial<WebsiteForm> | null {
  try {
    const raw = localStorage.getItem(WEBSITE_HANDOFF_KEY);
    if (raw === null) return null;
    const prefill = parseWebsiteHandoff(raw);
    return { businessDescription: prefill.businessDescription, ...(prefill.industry ? { industry: prefill.industry } : {}) };
  } catch (error) {
    console.warn('Could not read the website data left by the chat:', error instanceof Error ? error.message : error);
    return null;
  }
}

export function useWebsiteWizard() {
  const [step, setStep] = useState<WizardStep>(1);
  const [prefill] = useState(readHandoff);
  const [form, setForm] = useState<WebsiteForm>(() => ({ ...EMPTY_FORM, ...prefill }));
  const [result, setResult] = useState<WebsiteGenerateResponse | null>(null);
  const [generating, setGenerating] = useState(false);

  // The data is used once: a reload or a later visit starts empty.
  useEffect(() => {
    try {
      localStorage.removeItem(WEBSITE_HANDOFF_KEY);
    } catch {
      // storage unavailable: nothing was read either
    }
    if (prefill) notify({ title: 'Data Loaded!', description: 'Pre-filled from your chat' });
  }, [prefill]);

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
