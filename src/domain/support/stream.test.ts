import { describe, expect, it } from 'vitest';
import { parseSupportDelta, parseSupportFinal, parseSupportSources } from './stream';

describe("Mr. Support's stream", () => {
  it('reads a delta, and nothing from a delta of another shape', () => {
    expect(parseSupportDelta('{"text":"Hel"}')).toBe('Hel');
    expect(parseSupportDelta('{"text":3}')).toBeNull();
    expect(parseSupportDelta('not json')).toBeNull();
  });

  it('reads the final answer with every field checked, and the failure', () => {
    const answer = {
      success: true,
      session_id: 'support-1700000000000-abc',
      response: 'Go to [API Settings](/api-settings).',
      sources: [{ title: 'API keys', href: '/api-settings' }, { title: 'Account' }],
      mode: 'model',
    };
    expect(parseSupportFinal(JSON.stringify({ ...answer, extra: 1 }))).toEqual(answer);
    expect(parseSupportFinal('{"success":false,"detail":"Too many questions."}')).toEqual({
      success: false,
      detail: 'Too many questions.',
    });
    expect(parseSupportFinal('{"success":false}')).toEqual({ success: false });
    expect(parseSupportFinal(JSON.stringify({ ...answer, mode: 'oracle' }))).toBeNull();
    expect(parseSupportFinal(JSON.stringify({ ...answer, sources: [{ href: '/x' }] }))).toBeNull();
    expect(parseSupportFinal(JSON.stringify({ ...answer, session_id: undefined }))).toBeNull();
    expect(parseSupportFinal('null')).toBeNull();
    expect(parseSupportFinal('{')).toBeNull();
  });

  it('reads sources only when every entry is one', () => {
    expect(parseSupportSources([{ title: 'A' }])).toEqual([{ title: 'A' }]);
    expect(parseSupportSources([{ title: 'A' }, 'B'])).toBeNull();
    expect(parseSupportSources({ title: 'A' })).toBeNull();
  });
});
