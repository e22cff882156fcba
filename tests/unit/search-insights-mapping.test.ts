import { describe, expect, it } from 'vitest';
import { mapTavilyAnswer } from '../../netlify/lib/automation/search-insights.ts';
import { HttpError } from '../../netlify/lib/http.ts';

// How one Tavily answer becomes the automation page's search insights (the endpoint's
// function test covers the HTTP side against the fake Tavily).

const result = (overrides: Record<string, unknown> = {}) => ({
  title: 'A title',
  url: 'https://example.com/a',
  content: 'Plain text without questions.',
  score: 0.5,
  raw_content: null,
  ...overrides,
});

describe('mapTavilyAnswer', () => {
  it('refuses an answer without a results list (502)', () => {
    for (const raw of [null, 'text', {}, { results: 'no' }]) {
      expect(() => mapTavilyAnswer(raw, 't')).toThrow(HttpError);
      try {
        mapTavilyAnswer(raw, 't');
      } catch (error) {
        expect((error as HttpError).status).toBe(502);
      }
    }
  });

  it('skips results without an http(s) URL and names each by its host, without www.', () => {
    const insights = mapTavilyAnswer(
      {
        results: [
          result({ url: 'ftp://example.com/x' }),
          result({ url: 'not a url' }),
          { title: 'no url' },
          result({ url: 'https://www.shop.example/p', title: null }),
        ],
      },
      't',
    );
    expect(insights.topResults).toEqual([
      { title: 'shop.example', source: 'shop.example', snippet: 'Plain text without questions.', url: 'https://www.shop.example/p' },
    ]);
  });

  it('clips long snippets to 300 characters and keeps at most six results', () => {
    const long = 'word '.repeat(200);
    const insights = mapTavilyAnswer(
      { results: Array.from({ length: 9 }, (_, i) => result({ url: `https://example.com/${i}`, content: long })) },
      't',
    );
    expect(insights.topResults).toHaveLength(6);
    for (const item of insights.topResults) {
      expect(item.snippet.length).toBeLessThanOrEqual(300);
      expect(item.snippet.endsWith('…')).toBe(true);
    }
  });

  it('follow-up questions come first, then question titles and sentences, without repeats, at most five', () => {
    const insights = mapTavilyAnswer(
      {
        follow_up_questions: ['What does it cost?', 42],
        results: [
          result({
            title: 'What does it cost?',
            content: 'How do I start with it today? Where do I find suppliers nearby? Is it hard to learn at first?',
          }),
          result({ url: 'https://example.com/b', content: 'Can a small team do this alone? Who should I hire first?' }),
        ],
      },
      't',
    );
    expect(insights.relatedQuestions).toEqual([
      'What does it cost?',
      'How do I start with it today?',
      'Where do I find suppliers nearby?',
      'Is it hard to learn at first?',
      'Can a small team do this alone?',
    ]);
  });

  it("statistics: Tavily's answer, then sentences with figures and their host, at most three", () => {
    const insights = mapTavilyAnswer(
      {
        answer: 'Most shops start small.',
        results: [
          result({
            content:
              'Sales rose 12% last year. Costs fell by $3 per unit. Nothing here has a figure at all. Revenue hit 2 billion worldwide.',
          }),
        ],
      },
      't',
    );
    expect(insights.statistics).toEqual([
      'Most shops start small.',
      'Sales rose 12% last year. (example.com)',
      'Costs fell by $3 per unit. (example.com)',
    ]);
  });

  it('an empty search is still live, with empty lists', () => {
    expect(mapTavilyAnswer({ answer: null, results: [] }, 'q')).toEqual({
      source: 'live',
      topic: 'q',
      relatedQuestions: [],
      topResults: [],
      statistics: [],
    });
  });
});
