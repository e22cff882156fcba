import { describe, expect, it } from 'vitest';
import { handoffPayload } from './handoff';
import { buildSynthesis, excerpt, SYNTHESIS_CONCLUSION, synthesisContent, synthesisSources } from './synthesis';

describe('synthesis', () => {
  it('keeps short answers whole and cuts long ones at 200 characters plus an ellipsis', () => {
    expect(excerpt('short answer')).toBe('short answer');
    expect(excerpt('x'.repeat(200))).toBe('x'.repeat(200));
    expect(excerpt('y'.repeat(201))).toBe(`${'y'.repeat(200)}...`);
  });

  it('never cuts a citation of a file in half: the cut moves past its closing bracket', () => {
    const answer = `${'s'.repeat(190)} [brewline-handbook.pdf p. 9] and more text after it.`;
    expect(excerpt(answer)).toBe(`${'s'.repeat(190)} [brewline-handbook.pdf p. 9]...`);
    // a bracket that never closes is cut as any text
    expect(excerpt(`${'s'.repeat(195)} [open ${'t'.repeat(400)}`)).toBe(`${'s'.repeat(195)} [ope...`);
  });

  it('never shows half a bullet: a cut inside a list item ends after the last whole line', () => {
    const answer = [
      'Three ideas for the flyer:',
      '- A bold headline naming the offer',
      `- ${'a long second idea '.repeat(12)}`,
      '- A third',
    ].join('\n');
    expect(excerpt(answer)).toBe('Three ideas for the flyer:\n- A bold headline naming the offer\n...');
    // A first line that is itself a cut bullet has nothing whole before it: cut at 200.
    expect(excerpt(`- ${'w'.repeat(300)}`)).toBe(`- ${'w'.repeat(198)}...`);
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

  it('hands off what the models said, without the synthesis frame', () => {
    const synthesis = buildSynthesis([
      { modelName: 'GPT-4', response: 'A family bakery with sourdough and pastries.' },
      { modelName: 'Claude 3', response: `Open every morning from seven. ${'x'.repeat(200)}` },
    ]);
    const content = synthesisContent(synthesis);
    expect(content).not.toMatch(/Combined insights|Key Point|Conclusion|perspectives/);
    expect(content).toMatch(/^A family bakery with sourdough and pastries\.\n\nOpen every morning from seven\. x+…$/);
    const payload = handoffPayload('website', 'Describe my bakery', synthesis);
    expect(payload.content).not.toMatch(/Key Point|Combined insights|Conclusion/);
    expect(payload.content).toContain('A family bakery with sourdough and pastries.');
    // The free tier's model has parentheses in its name: its label goes too.
    const free = buildSynthesis([{ modelName: 'GPT-4o-mini (Free)', response: 'A bakery (family run) on the harbour.' }]);
    expect(synthesisContent(free)).toBe('A bakery (family run) on the harbour.');
    // Any other answer is handed off as it is.
    expect(synthesisContent('## Menu\n\n- Bread')).toBe('## Menu\n\n- Bread');
  });
});
