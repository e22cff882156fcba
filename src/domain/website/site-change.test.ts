import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, type SiteContent } from './editor-contract';
import { changeSummary, describeChange } from './site-change';

const CONTENT: SiteContent = {
  template: 'modern',
  business: { name: 'Crumb' },
  copy: {
    headline: 'Fresh bread',
    tagline: 'Baked daily',
    about: 'We bake.',
    services: [{ title: 'Sourdough', description: 'Slow bread.' }],
    highlights: [{ title: 'Local', description: 'Flour from the valley.' }],
    faq: [{ question: 'Open Sundays?', answer: 'Until noon.' }],
    cta: { heading: 'Visit us', text: 'On the corner.', button: 'Find us' },
  },
  titles: {},
  layout: DEFAULT_LAYOUT,
};

const when = (iso: string) => `at ${iso}`;

describe('what a save changed', () => {
  it('names the parts whose words changed, in the order the site shows them, and the rewrite', () => {
    const after: SiteContent = {
      ...CONTENT,
      business: { ...CONTENT.business, email: 'hi@crumb.test' },
      copy: { ...CONTENT.copy, headline: 'Warm bread', faq: [{ question: 'Open Mondays?', answer: 'No.' }] },
    };
    const change = describeChange(CONTENT, after, 'edit');
    expect(change).toEqual({ kind: 'edit', words: ['hero', 'faq', 'contact'], moved: false, hidden: [], shown: [], design: null });
    expect(changeSummary(change, when)).toBe('Edited Introduction, Questions and answers and Contact');
    const rewrite = describeChange(CONTENT, { ...CONTENT, copy: { ...CONTENT.copy, about: 'New.' } }, 'rewrite');
    expect(changeSummary(rewrite, when)).toBe('Rewrote About');
  });

  it('names sections moved, hidden and shown, the new design, Undo and Redo, and a restore', () => {
    const before: SiteContent = { ...CONTENT, layout: { order: [...DEFAULT_LAYOUT.order], hidden: ['faq'] } };
    const after: SiteContent = {
      ...CONTENT,
      template: 'creative',
      layout: { order: ['services', 'about', 'highlights', 'faq', 'cta'], hidden: ['highlights'] },
    };
    const change = describeChange(before, after, 'undo');
    expect(change).toMatchObject({ moved: true, hidden: ['highlights'], shown: ['faq'], design: 'creative', words: [] });
    expect(changeSummary(change, when)).toBe('Undo (Moved sections; Hid Why choose us; Showed Questions and answers; Design: Creative)');
    expect(changeSummary(describeChange(CONTENT, CONTENT, 'redo'), when)).toBe('Redo (Saved without changes)');
    expect(changeSummary({ kind: 'restore', restored: '2026-01-02T03:04:05Z' }, when)).toBe(
      'Restored the version of at 2026-01-02T03:04:05Z',
    );
  });
});
