import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROVIDERS } from '../../domain/provider-settings';
import { previewGroups, previewSentence } from './save-preview';
import type { DraftProvider } from './use-provider-draft';

const list = (patch: Record<string, Partial<DraftProvider>> = {}): DraftProvider[] =>
  BUILT_IN_PROVIDERS.map((entry) => ({
    ...entry,
    kind: entry.id,
    baseUrl: null,
    model: null,
    apiKeyConfigured: false,
    keyLast4: null,
    ...patch[entry.id],
  }));
const sentences = (...args: Parameters<typeof previewGroups>) => previewGroups(...args).map(previewSentence);
const DEMO = { demo: true, keys: [] };

describe('API Settings: what saving changes', () => {
  it("keeps the other cards' demo answers when one key is typed on a server without keys", () => {
    expect(sentences(list({ openai: { typedKey: 'sk-x' } }), DEMO, true)).toEqual([
      'GPT-4 answers with your own key.',
      'Claude 3 and Gemini Pro keep giving demo answers: this site has no key for them. Add your own key to get real answers.',
    ]);
  });

  it("uses the site's keys, drops a key marked for removal, and names a switched-on card nobody has a key for", () => {
    const draft = list({ openai: { apiKeyConfigured: true, removeKey: true }, mistral: { enabled: true } });
    expect(sentences(draft, { demo: false, keys: ['openai', 'anthropic'] }, true)).toEqual([
      "GPT-4 and Claude 3 answer with this site's key.",
      'Gemini Pro and Mistral are on but will not answer: neither you nor this site has a key for them.',
    ]);
  });

  it('speaks of the one free model on the free plan', () => {
    expect(sentences(list({ openai: { apiKeyConfigured: true } }), DEMO, false)).toEqual(['GPT-4o-mini (Free) answers with your own key.']);
    expect(sentences(list(), DEMO, false)).toEqual([
      'GPT-4o-mini (Free) keeps giving demo answers: this site has no key for it. Add your own key to get real answers.',
    ]);
  });
});
