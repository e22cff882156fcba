// The words a generation is asked and described with: the provider's prompt leads
// with the style, and the alt text is the prompt's first sentence, short.
import { describe, expect, it } from 'vitest';
import { altFromPrompt, providerPrompt, requireModelForPlan } from '../../netlify/lib/images/generate.ts';
import { HttpError } from '../../netlify/lib/http.ts';
import { IMAGE_MODELS } from '../../src/domain/images-contract.ts';

describe('image prompts and alt text', () => {
  it('leads the provider prompt with the style', () => {
    expect(providerPrompt('a red bicycle', 'photo')).toBe('Photo: a red bicycle');
    expect(providerPrompt('a red bicycle', '3d')).toBe('3D render: a red bicycle');
  });

  it('writes alt text from the first sentence, capitalised, at most 125 characters cut at a word', () => {
    expect(altFromPrompt('a red bicycle by the harbour. Golden hour, 35mm.', false)).toBe('A red bicycle by the harbour');
    expect(altFromPrompt('  many   spaces\nand lines ', false)).toBe('Many spaces and lines');
    expect(altFromPrompt('a lighthouse', true)).toBe('Demo image: A lighthouse');
    const long = altFromPrompt(`a ${'very '.repeat(60)}long prompt`, false);
    expect(long.length).toBeLessThanOrEqual(126);
    expect(long).toMatch(/^A very .* very…$/);
  });

  it('lets the free plan use its one model only', () => {
    const [free, ...pro] = [...IMAGE_MODELS].sort((a, b) => Number(b.free) - Number(a.free));
    expect(() => requireModelForPlan(free!, 'free')).not.toThrow();
    for (const model of pro) {
      expect(() => requireModelForPlan(model, 'free')).toThrow(HttpError);
      expect(() => requireModelForPlan(model, 'paid')).not.toThrow();
    }
  });
});
