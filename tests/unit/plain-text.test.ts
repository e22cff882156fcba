import { describe, expect, it } from 'vitest';
import { handoffPayload } from '../../src/domain/handoff.ts';
import { markdownToPlainText } from '../../src/domain/plain-text.ts';
import { buildSynthesis } from '../../src/domain/synthesis.ts';

describe('markdownToPlainText', () => {
  it('drops heading marks, emphasis, code marks and link syntax, keeping the words', () => {
    const markdown = [
      '## Combined insights from 2 AI models',
      '',
      '**Key Point 1** is *important* and `simple`; see [the guide](https://example.com/guide) or ![a cake](cake.png).',
      '',
      '---',
      '',
      '> Quoted __wisdom__ with ~~old~~ text',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      [
        'Combined insights from 2 AI models',
        '',
        'Key Point 1 is important and simple; see the guide (https://example.com/guide) or a cake.',
        '',
        '',
        'Quoted wisdom with old text',
      ]
        .join('\n')
        .replace(/\n{3,}/g, '\n\n'),
    );
  });

  it('keeps lists as bullets, code as its lines and tables as rows', () => {
    const markdown = [
      '- first',
      '* second',
      '  - nested',
      '1. one',
      '```ts',
      'const a = 1;',
      '```',
      '| Plan | Price |',
      '| --- | ---: |',
      '| PRO | $149 |',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      ['• first', '• second', '  • nested', '1. one', 'const a = 1;', 'Plan – Price', 'PRO – $149'].join('\n'),
    );
  });

  it('leaves plain text and words with underscores or stars inside alone', () => {
    expect(markdownToPlainText('snake_case_name and 2 * 3 * 4')).toBe('snake_case_name and 2 * 3 * 4');
  });

  it('is what a chat hands to a form: the synthesis has no markdown left', () => {
    const synthesis = buildSynthesis([
      { modelName: 'GPT-4', response: '**Bold** answer' },
      { modelName: 'Claude 3', response: 'A [link](https://x.test)' },
    ]);
    const payload = handoffPayload('website', 'My question', synthesis);
    expect(payload).toMatchObject({ topic: 'My question' });
    expect(payload.content).not.toMatch(/[#*`]|\]\(/);
    // The business description gets what the models said, not the synthesis' frame; the automation page gets it whole.
    expect(payload.content).not.toMatch(/Combined insights|Key Point/);
    expect(payload.content).toContain('Bold answer');
    expect(handoffPayload('blog', 'My question', synthesis).content).toContain('Combined insights from 2 AI models');
  });
});
