import { describe, expect, it } from 'vitest';
import { textAt, withTextAt } from './content-path';
import { DEFAULT_LAYOUT, type SiteContent } from './editor-contract';

const CONTENT: SiteContent = {
  template: 'modern',
  business: { name: 'Crumb' },
  copy: {
    headline: 'Fresh bread',
    tagline: 'Baked daily',
    about: 'We bake.',
    services: [
      { title: 'Sourdough', description: 'Slow bread.' },
      { title: 'Cakes', description: 'For birthdays.' },
    ],
    highlights: [{ title: 'Local', description: 'Flour from the valley.' }],
    faq: [{ question: 'Open Sundays?', answer: 'Until noon.' }],
    cta: { heading: 'Visit us', text: 'On the corner.', button: 'Find us' },
  },
  titles: {},
  layout: DEFAULT_LAYOUT,
};

describe('content paths', () => {
  it('reads and replaces one text, sharing everything else', () => {
    expect(textAt(CONTENT, 'copy.services.1.title')).toBe('Cakes');
    const next = withTextAt(CONTENT, 'copy.services.1.title', 'Celebration cakes');
    expect(next.copy.services[1]).toEqual({ title: 'Celebration cakes', description: 'For birthdays.' });
    expect(next.copy.services[0]).toBe(CONTENT.copy.services[0]);
    expect(next.copy.faq).toBe(CONTENT.copy.faq);
    expect(CONTENT.copy.services[1]!.title).toBe('Cakes');
  });

  it('sets texts that were absent (a renamed section title, the footer, an email)', () => {
    expect(withTextAt(CONTENT, 'titles.services', 'What we bake').titles).toEqual({ services: 'What we bake' });
    expect(withTextAt(CONTENT, 'footer', 'Since 1999').footer).toBe('Since 1999');
    expect(withTextAt(CONTENT, 'business.email', 'a@b.test').business).toEqual({ name: 'Crumb', email: 'a@b.test' });
    expect(textAt(CONTENT, 'footer')).toBeUndefined();
    expect(textAt(CONTENT, 'copy.services')).toBeUndefined();
  });

  it('refuses an item that does not exist', () => {
    expect(() => withTextAt(CONTENT, 'copy.services.5.title', 'x')).toThrow(/No text at/);
  });
});
