import { describe, expect, it } from 'vitest';
import { buildSynthesis, excerpt, SYNTHESIS_CONCLUSION, synthesisSources } from './synthesis';

describe('synthesis', () => {
  it('keeps short answers whole and cuts long ones at 200 characters plus an ellipsis', () => {
    expect(excerpt('short answer')).toBe('short answer');
    expect(excerpt('x'.repeat(200))).toBe('x'.repeat(200));
    expect(excerpt('y'.repeat(201))).toBe(`${'y'.repeat(200)}...`);
  });

  it('builds heading, numbered key points naming the model, and the fixed conclusion', () => {
    const text = buildSynthesis([
      { modelName: 'GPT-4', response: 'First answer.' },
      { modelName: 'Claude 3', response: 'z'.repeat(250) },
    ]);
    expect(text).toBe(
      [
        '## Combined insights from 2 AI models',
        '**Key Point 1 (from GPT-4):** First answer.',
        `**Key Point 2 (from Claude 3):** ${'z'.repeat(200)}...`,
        `**Conclusion:** ${SYNTHESIS_CONCLUSION}`,
      ].join('\n\n'),
    );
    expect(buildSynthesis([{ modelName: 'GPT-4o-mini (Free)', response: 'a' }])).toContain('from 1 AI model\n');
  });

  it('uses the selected answers of the turn, or all of them when none is selected', () => {
    const responses = [{ modelId: 'gpt4' }, { modelId: 'claude' }, { modelId: 'gemini' }];
    expect(synthesisSources(responses, new Set(['claude', 'gemini']))).toEqual([{ modelId: 'claude' }, { modelId: 'gemini' }]);
    expect(synthesisSources(responses, new Set())).toEqual(responses);
    expect(synthesisSources(responses, new Set(['llama']))).toEqual(responses);
  });
});
