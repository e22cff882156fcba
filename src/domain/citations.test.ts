import { describe, expect, it } from 'vitest';
import { citedFileIndex, hasCitations, splitCitations } from './citations';
import { bestPassageIndex, questionWords } from './passage-match';

const files = citedFileIndex([
  { id: 'f1', name: 'brewline-handbook.pdf' },
  { id: 'f2', name: 'Prices 2026.csv' },
  { id: 'f3', name: 'notes.md' },
]);

describe('splitCitations', () => {
  it('links a page citation of a known file, with the label as its accessible name', () => {
    expect(splitCitations('Open at 7 [brewline-handbook.pdf p. 9].', files)).toEqual([
      { text: 'Open at 7 [' },
      { citation: { fileId: 'f1', name: 'brewline-handbook.pdf', page: 9, label: 'brewline-handbook.pdf p. 9' } },
      { text: '].' },
    ]);
  });

  it('links a file without pages, names with spaces, and any case', () => {
    const segments = splitCitations('See [notes.md] and [prices 2026.CSV].', files);
    expect(segments.filter((s) => 'citation' in s).map((s) => ('citation' in s ? s.citation.label : ''))).toEqual([
      'notes.md',
      'Prices 2026.csv',
    ]);
  });

  it('links every citation of one bracket', () => {
    const segments = splitCitations('[brewline-handbook.pdf p. 2; notes.md]', files);
    expect(segments).toEqual([
      { text: '[' },
      { citation: { fileId: 'f1', name: 'brewline-handbook.pdf', page: 2, label: 'brewline-handbook.pdf p. 2' } },
      { text: '; ' },
      { citation: { fileId: 'f3', name: 'notes.md', page: null, label: 'notes.md' } },
      { text: ']' },
    ]);
  });

  it('leaves unknown names, partial matches and other brackets as text', () => {
    for (const text of [
      '[other.pdf p. 9]',
      '[ ] todo',
      '[see brewline-handbook.pdf p. 9]',
      '[brewline-handbook.pdf p. 9; x.pdf]',
      'no brackets',
    ]) {
      expect(splitCitations(text, files)).toEqual([{ text }]);
      expect(hasCitations(text, files)).toBe(false);
    }
  });

  it('keeps the whole text, in order', () => {
    const text = 'A [notes.md] b [x] c [brewline-handbook.pdf p. 12] d';
    const joined = splitCitations(text, files)
      .map((s) =>
        'text' in s ? s.text : s.citation.page === null ? s.citation.name.toLowerCase() : `${s.citation.name} p. ${s.citation.page}`,
      )
      .join('');
    expect(joined).toBe(text);
  });
});

describe('bestPassageIndex', () => {
  const passages = [
    { content: 'Welcome to Brewline.', heading: 'Intro' },
    { content: 'The espresso machine is cleaned every evening with backflush tablets.', heading: 'Cleaning' },
    { content: 'Opening hours are 7 to 19.', heading: null },
  ];

  it('picks the passage with most of the question words', () => {
    expect(bestPassageIndex(passages, 'How do we clean the espresso machine?')).toBe(1);
    expect(bestPassageIndex(passages, 'What are the opening hours?')).toBe(2);
  });

  it('falls back to the first passage, and -1 when there is none', () => {
    expect(bestPassageIndex(passages, 'zebra')).toBe(0);
    expect(bestPassageIndex([], 'espresso')).toBe(-1);
  });

  it('drops stop words and short words', () => {
    expect(questionWords('What is the price of a latte?')).toEqual(['price', 'latte']);
  });
});

describe('file facts', async () => {
  const { humanSize, lengthLabel } = await import('./file-facts');
  it('says sizes and lengths as My files shows them', () => {
    expect(humanSize(812)).toBe('812 bytes');
    expect(humanSize(14 * 1024 + 100)).toBe('14 KB');
    expect(humanSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
    expect(humanSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(lengthLabel('pdf', 12)).toBe('12 pages');
    expect(lengthLabel('pdf', 1)).toBe('1 page');
    expect(lengthLabel('xlsx', 2)).toBe('2 sheets');
    expect(lengthLabel('csv', null)).toBeNull();
  });
});

describe('file hand-off', async () => {
  const { fileHandoffPayload, passagesText } = await import('./file-handoff');
  const passage = (content: string, ordinal = 0) => ({ ordinal, page: 1, heading: null, content });
  it('joins passages and cuts at a passage or a word to fit the form', () => {
    expect(passagesText([passage('One.'), passage('Two.')], 100)).toBe('One.\n\nTwo.');
    expect(passagesText([passage('One.'), passage('Two two two.')], 10)).toBe('One.');
    expect(passagesText([passage('alpha beta gamma delta')], 12)).toBe('alpha beta');
  });
  it('names the topic after the file', () => {
    expect(fileHandoffPayload('website', 'Brewline handbook.pdf', [passage('Coffee.')])).toEqual({
      topic: 'Brewline handbook',
      content: 'Coffee.',
    });
    expect(fileHandoffPayload('website', 'x.pdf', [passage('a '.repeat(5000))]).content.length).toBeLessThanOrEqual(4000);
  });
});
