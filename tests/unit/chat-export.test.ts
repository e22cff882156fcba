import { describe, expect, it } from 'vitest';
import {
  chatExport,
  chatFileName,
  chatToJson,
  chatToMarkdown,
  INCOMPLETE_TURN_NOTE,
  type ExportTurn,
} from '../../src/domain/chat-export.ts';
import { fileNameFrom } from '../../src/domain/file-name.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const TURNS: ExportTurn[] = [
  {
    question: 'Name my bakery',
    responses: [
      { model: 'GPT-4', response: '**Crumb & Co**' },
      { model: 'Claude 3', response: '', error: 'Anthropic did not answer in time. Please try again.' },
      { model: 'Gemini Pro', response: 'Rise Bakery' },
    ],
    synthesized: 'Both suggest short names.',
    merged: { model: 'GPT-4', response: 'Crumb & Co, or Rise.' },
  },
  { question: 'Line one\nline two', responses: [{ model: 'GPT-4', response: 'Sure.' }], synthesized: null, merged: null },
];

describe('chat export', () => {
  it('writes Markdown with each question, every answer under its model, the synthesis and the merge, and no failed answer', () => {
    expect(chatToMarkdown('Bakery names', TURNS, NOW)).toBe(
      [
        '# Bakery names',
        '_Exported 2026-11-25 from AI Business Hub_',
        '## 1. Name my bakery',
        '### GPT-4',
        '**Crumb & Co**',
        '### Gemini Pro',
        'Rise Bakery',
        '### Synthesis',
        'Both suggest short names.',
        '### Merged by GPT-4',
        'Crumb & Co, or Rise.',
        '## 2. Line one line two',
        'Line one\nline two',
        '### GPT-4',
        'Sure.',
      ].join('\n\n') + '\n',
    );
  });

  it('writes the same content as JSON', () => {
    const parsed = JSON.parse(chatToJson('Bakery names', TURNS, NOW)) as ReturnType<typeof chatExport>;
    expect(parsed).toEqual(chatExport('Bakery names', TURNS, NOW));
    expect(parsed.turns[0]).toEqual({
      question: 'Name my bakery',
      answers: [
        { model: 'GPT-4', response: '**Crumb & Co**' },
        { model: 'Gemini Pro', response: 'Rise Bakery' },
      ],
      synthesis: 'Both suggest short names.',
      merge: { model: 'GPT-4', response: 'Crumb & Co, or Rise.' },
    });
  });

  it('exports a turn whose answers are still arriving as it is on screen, marked incomplete', () => {
    const streaming: ExportTurn = {
      question: 'Write slowly',
      incomplete: true,
      responses: [
        { model: 'GPT-4', response: 'Slow answer from gpt: word word', incomplete: true },
        { model: 'Claude 3', response: 'Done already.' },
        { model: 'Gemini Pro', response: '', incomplete: true },
      ],
      synthesized: null,
      merged: null,
    };
    expect(chatToMarkdown('Slow', [streaming], NOW)).toBe(
      [
        '# Slow',
        '_Exported 2026-11-25 from AI Business Hub_',
        '## 1. Write slowly',
        INCOMPLETE_TURN_NOTE,
        '### GPT-4 (incomplete)',
        'Slow answer from gpt: word word',
        '### Claude 3',
        'Done already.',
      ].join('\n\n') + '\n',
    );
    expect(INCOMPLETE_TURN_NOTE).toContain('incomplete: the answers were still arriving');
    expect(JSON.parse(chatToJson('Slow', [streaming], NOW)).turns[0]).toEqual({
      question: 'Write slowly',
      incomplete: true,
      answers: [
        { model: 'GPT-4', response: 'Slow answer from gpt: word word', incomplete: true },
        { model: 'Claude 3', response: 'Done already.' },
      ],
      synthesis: null,
      merge: null,
    });
    // Before any text arrived: the question, and the mark that says why no answer follows.
    expect(chatToMarkdown('Slow', [{ ...streaming, responses: [] }], NOW)).toContain(`## 1. Write slowly\n\n${INCOMPLETE_TURN_NOTE}\n`);
  });

  it('names the file after the title without characters file systems dislike', () => {
    expect(chatFileName('Bakery names', 'md')).toBe('bakery-names.md');
    expect(chatFileName('Q&A: "Pricing" / 2026?', 'json')).toBe('q-a-pricing-2026.json');
    expect(chatFileName('Café Über Crème brûlée', 'md')).toBe('cafe-uber-creme-brulee.md');
    expect(chatFileName('東京 ガイド', 'md')).toBe('東京-ガイド.md'); // other scripts keep their letters
    expect(chatFileName('***', 'md')).toBe('chat.md');
    expect(fileNameFrom('x'.repeat(200), 'file', 'txt')).toBe(`${'x'.repeat(80)}.txt`);
  });
});
