import { describe, expect, it } from 'vitest';
import { contentHeaderLines, scheduleLine, separateLegacyMeta } from './format';

describe("the automation page's header", () => {
  it('shows the header lines: model, persona, type, and the schedule', () => {
    expect(contentHeaderLines({ modelUsed: 'gpt-4o-mini (OpenAI)', persona: 'Marketer' }, 'youtube')).toEqual([
      'Model: gpt-4o-mini (OpenAI)',
      'Persona: Marketer',
      'Type: YouTube Script',
    ]);
    expect(scheduleLine('2031-05-02', '10:30')).toBe('Scheduled for 2031-05-02 at 10:30');
  });

  it('takes a header and schedule footer that older saves wrote into the text back out of it', () => {
    const body = '# Rye\n\nBaked daily.\n\n---\n\n# Second piece';
    expect(
      separateLegacyMeta(`Model: Demo writer\nPersona: Default\nType: Blog Post\n\n${body}\n\n---\nScheduled for 2031-05-02 at 10:30`),
    ).toEqual({ body, meta: { modelUsed: 'Demo writer', persona: 'Default' } });
    expect(separateLegacyMeta(body)).toEqual({ body, meta: null });
    // a line that only looks like one, inside the text, stays
    expect(separateLegacyMeta('Intro\nModel: the new one\n').body).toBe('Intro\nModel: the new one\n');
  });
});
