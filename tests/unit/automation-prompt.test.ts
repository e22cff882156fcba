// The Content Automation Studio's writing parts without a model: what each prompt
// asks (prompt.ts), how a social post is fitted to its platform (fit.ts), how an
// outline is read from a model's answer (generate.ts) and the offline demo's shapes.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_LABEL, demoOutline, demoSection } from '../../netlify/lib/automation/demo-writer.ts';
import { fitCharacters } from '../../netlify/lib/automation/fit.ts';
import { parseOutline } from '../../netlify/lib/automation/generate.ts';
import {
  brief,
  outlinePrompt,
  sectionPrompt,
  socialCharacterLimit,
  systemPrompt,
  targetWords,
} from '../../netlify/lib/automation/prompt.ts';
import { PERSONAS } from '../../src/domain/automation/catalogue.ts';
import { GenerateRequestSchema, type GenerateRequestInput } from '../../src/domain/automation/contract.ts';

const request = (input: Partial<GenerateRequestInput> & Pick<GenerateRequestInput, 'template_type'>) =>
  v.parse(GenerateRequestSchema, { topic: 'Sourdough for beginners', ...input });

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const chars = (text: string) => [...text].length;

describe('automation prompts: the brief carries the template fields', () => {
  it('blog: topic, the length guidance of each length and the tone field', () => {
    const medium = brief(
      request({ template_type: 'blog', word_count: 'medium', fields: { tone: 'Professional' } }),
      'Sourdough for beginners',
    );
    expect(medium.split('\n')).toEqual([
      'Write a blog post about: Sourdough for beginners',
      'Length: 800-1200 words.',
      'Tone: Professional.',
    ]);
    expect(brief(request({ template_type: 'blog', word_count: 'short' }), 'x')).toContain('Length: 300-500 words.');
    expect(brief(request({ template_type: 'blog', word_count: 'long' }), 'x')).toContain('Length: 1500-2500 words.');
    expect(brief(request({ template_type: 'blog' }), 'x')).not.toContain('Tone:');
  });

  it('youtube: one length (the content length, as minutes and spoken words), style, audience', () => {
    // a duration field from an older save or another client is not a second length
    const text = brief(
      request({
        template_type: 'youtube',
        word_count: 'medium',
        fields: { duration: '5 min', style: 'Tutorial', audience: 'first-time café owners' },
      }),
      'Five pricing mistakes',
    );
    expect(text).toContain('Write a YouTube video script about: Five pricing mistakes');
    expect(text.split('\n').filter((line) => /\bmin(ute)?s?\b/i.test(line))).toEqual([
      'Length: 10-15 minutes of video, about 1400-2100 spoken words.',
    ]);
    expect(text).toContain('Style: Tutorial.');
    expect(text).toContain('Audience: first-time café owners.');
    expect(targetWords('youtube', 'short')).toEqual({ min: 700, max: 980 });
    expect(targetWords('youtube', 'long')).toEqual({ min: 2800, max: 4200 });
  });

  it('social: platform, call to action and the character limit (Twitter/X stays at 280 even for a long post)', () => {
    const linkedIn = request({
      template_type: 'social',
      word_count: 'medium',
      fields: { platform: 'LinkedIn', callToAction: 'Book a table today' },
    });
    const text = brief(linkedIn, 'Our new menu');
    expect(text).toContain('Write a social media post for LinkedIn about: Our new menu');
    expect(text).toContain('Length: about 500 characters; never more than 500 characters in all, hashtags included.');
    expect(text).toContain('End with this call to action: Book a table today.');

    const twitterLong = request({ template_type: 'social', word_count: 'long', fields: { platform: 'Twitter/X' } });
    expect(socialCharacterLimit(twitterLong)).toBe(280);
    expect(brief(twitterLong, 'x')).toContain('never more than 280 characters');
    expect(socialCharacterLimit(request({ template_type: 'social', word_count: 'long', fields: { platform: 'LinkedIn' } }))).toBe(1000);
    expect(socialCharacterLimit(request({ template_type: 'social', word_count: 'short', fields: { platform: 'Instagram' } }))).toBe(280);
    expect(brief(request({ template_type: 'social' }), 'x')).toContain('for any platform about: x');
  });

  it('keywords: one line naming them all, none without keywords', () => {
    expect(brief(request({ template_type: 'blog', keywords: ['sourdough', 'local bakery'] }), 'x')).toContain(
      'Work these keywords in naturally: sourdough, local bakery.',
    );
    expect(brief(request({ template_type: 'blog' }), 'x')).not.toMatch(/keyword/i);
  });

  it('live search insights: the questions, figures and results with their URLs, to be cited', () => {
    const search = {
      source: 'live' as const,
      relatedQuestions: ['How much does it cost?'],
      topResults: [
        { title: 'A beginner guide', source: 'guides.example', snippet: 'Step-by-step advice.', url: 'https://guides.example/start' },
      ],
      statistics: ['64% of shops post weekly. (guides.example)'],
    };
    const text = brief(request({ template_type: 'blog', search }), 'x');
    expect(text).toContain('cite it inline as a Markdown link to its URL');
    expect(text).toContain('Questions people ask:\n- How much does it cost?');
    expect(text).toContain('Top results:\n- A beginner guide (https://guides.example/start): Step-by-step advice.');
    expect(text).toContain('Figures:\n- 64% of shops post weekly. (guides.example)');
    // a social post names its source but is not asked for links
    const social = brief(request({ template_type: 'social', search }), 'x');
    expect(social).toContain('name the source when you rely on a result');
    expect(social).not.toContain('Markdown link');
    expect(brief(request({ template_type: 'blog', search: {} }), 'x')).not.toContain('search data');
  });

  it('sample search insights are marked as sample and never to be cited', () => {
    const text = brief(
      request({
        template_type: 'blog',
        search: {
          relatedQuestions: ['How much does it cost?'],
          topResults: [{ title: 'A beginner guide', source: 'example.com', snippet: 'Step-by-step advice.' }],
        },
      }),
      'x',
    );
    expect(text).toContain('Sample search data for this topic (illustrative only: do not present these figures as facts or cite them):');
    expect(text).toContain('Top results:\n- A beginner guide (example.com): Step-by-step advice.');
    expect(text).not.toContain('Markdown link');
  });
});

describe('automation prompts: the persona voice in the system prompt', () => {
  it('a persona tone (one word) asks for that voice, lower-cased, with the right article', () => {
    expect(systemPrompt(request({ template_type: 'blog', tone: 'Authoritative' }))).toContain('Write in an authoritative voice.');
    expect(systemPrompt(request({ template_type: 'blog', tone: 'friendly' }))).toContain('Write in a friendly voice.');
    for (const persona of PERSONAS) {
      expect(systemPrompt(request({ template_type: 'social', tone: persona.tone.toLowerCase() }))).toMatch(
        new RegExp(`Write in an? ${persona.tone.toLowerCase()} voice\\.`),
      );
    }
  });

  it('a custom persona (a sentence) is passed on as it is; no tone is a plain voice', () => {
    const custom = 'A retired head chef who explains things simply and with humour';
    const system = systemPrompt(request({ template_type: 'youtube', tone: custom }));
    expect(system).toContain(`Write as this persona: ${custom}`);
    expect(system).toContain('YouTube scriptwriter');
    expect(systemPrompt(request({ template_type: 'blog' }))).toContain('Write in a clear, friendly, professional voice.');
  });
});

describe('automation prompts: outline and section requests', () => {
  const blog = request({ template_type: 'blog', word_count: 'long' });

  it('asks for exactly N headings as JSON (chapters for a video)', () => {
    expect(outlinePrompt(blog, 'x', 6)).toContain('{"title": string, "sections": string[]} with exactly 6 sections headings');
    expect(outlinePrompt(request({ template_type: 'youtube' }), 'x', 4)).toContain('exactly 4 chapters headings');
    expect(outlinePrompt(blog, 'x', 6).startsWith(brief(blog, 'x'))).toBe(true);
  });

  it('asks for one part of the plan, with its heading and its share of the words', () => {
    const plan = { title: 'Bread at home', sections: ['Introduction', 'Flour', 'Conclusion'] };
    const text = sectionPrompt(blog, 'x', plan, 1, 333);
    expect(text).toContain('The piece is titled "Bread at home" and has these parts, in order: 1. Introduction; 2. Flour; 3. Conclusion.');
    expect(text).toContain('Write only part 2, "Flour": start with the line "## Flour", then about 333 words.');
  });
});

describe('fitCharacters', () => {
  const post =
    'Fresh sourdough every morning. Come early for the best loaves! We bake with local flour and a lot of patience, and it shows in every slice you taste. #Bakery';

  it('leaves a post that fits alone (trimmed)', () => {
    expect(fitCharacters(`  ${post}  `, post.length)).toBe(post);
  });

  it('cuts at the last sentence that fits, when that keeps most of the post', () => {
    const fitted = fitCharacters(post, 100);
    expect(fitted).toBe('Fresh sourdough every morning. Come early for the best loaves!');
    expect(chars(fitted)).toBeLessThanOrEqual(100);
  });

  it('otherwise cuts at a word boundary with an ellipsis, never in the middle of a word', () => {
    const text = 'One long sentence without any early stop that keeps going on and on about bread and butter and jam';
    for (let limit = 10; limit < text.length; limit += 1) {
      const fitted = fitCharacters(text, limit);
      expect(chars(fitted), `limit ${limit}`).toBeLessThanOrEqual(limit);
      expect(fitted.endsWith('…'), `limit ${limit}`).toBe(true);
      const kept = fitted.slice(0, -1);
      expect(text.startsWith(kept), `limit ${limit}`).toBe(true);
      expect(text[kept.length], `limit ${limit}: cut mid-word "${fitted}"`).toBe(' ');
    }
  });

  it('is never over the limit for any limit and text', () => {
    const texts = [post, 'word '.repeat(100), 'a'.repeat(500), 'Short. '.repeat(60), 'Line one\nline two\nline three '.repeat(20)];
    for (const text of texts) {
      for (const limit of [5, 20, 50, 99, 140, 280]) expect(chars(fitCharacters(text, limit))).toBeLessThanOrEqual(limit);
    }
  });

  it('counts characters, not UTF-16 units: emoji are one each and never split', () => {
    const emoji = '🚀'.repeat(200);
    expect(emoji.length).toBe(400);
    expect(fitCharacters(emoji, 200)).toBe(emoji);
    const mixed = 'Launch day 🚀🎉 '.repeat(40);
    for (const limit of [20, 33, 100, 280]) {
      const fitted = fitCharacters(mixed, limit);
      expect(chars(fitted)).toBeLessThanOrEqual(limit);
      expect(fitted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const fitted = fitCharacters('🎉'.repeat(300), 280);
    expect(chars(fitted)).toBeLessThanOrEqual(280);
    expect(fitted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('parseOutline', () => {
  const outline = { title: 'Bread at home', sections: ['Introduction', 'Flour', 'Water', 'Conclusion'] };

  it('reads the JSON object inside prose or a code fence', () => {
    expect(parseOutline(JSON.stringify(outline), 4)).toEqual(outline);
    expect(parseOutline(`Here is the plan:\n\`\`\`json\n${JSON.stringify(outline, null, 2)}\n\`\`\`\nHope it helps!`, 4)).toEqual(outline);
  });

  it('keeps the first N sections of a longer plan; too few sections, no JSON or a wrong shape is null', () => {
    expect(parseOutline(JSON.stringify(outline), 3)).toEqual({ title: 'Bread at home', sections: ['Introduction', 'Flour', 'Water'] });
    expect(parseOutline(JSON.stringify(outline), 6)).toBeNull();
    expect(parseOutline('I could not plan this.', 4)).toBeNull();
    expect(parseOutline('{"title": "x", "sections": [', 4)).toBeNull();
    expect(parseOutline(JSON.stringify({ title: '', sections: outline.sections }), 4)).toBeNull();
    expect(parseOutline(JSON.stringify({ title: 'x', sections: 'Introduction, Flour' }), 1)).toBeNull();
  });

  it('strips leading #s from the title and headings', () => {
    expect(parseOutline(JSON.stringify({ title: '# Bread at home', sections: ['## Introduction', '### Flour', 'Conclusion'] }), 3)).toEqual(
      {
        title: 'Bread at home',
        sections: ['Introduction', 'Flour', 'Conclusion'],
      },
    );
  });
});

describe('demo writer', () => {
  it('labels its content plainly', () => {
    expect(DEMO_LABEL.startsWith('> Demo content:')).toBe(true);
  });

  it('plans the asked number of sections, keeping the conclusion last', () => {
    expect(demoOutline('blog', 'Bread', 6)).toEqual({
      title: 'Bread: a practical guide',
      sections: ['Introduction', 'Why it matters', 'How to get started', 'Common mistakes to avoid', 'Measuring what works', 'Conclusion'],
    });
    expect(demoOutline('blog', 'Bread', 4).sections).toEqual(['Introduction', 'Why it matters', 'How to get started', 'Conclusion']);
    expect(demoOutline('youtube', 'Bread', 2)).toEqual({ title: 'Bread: the video', sections: ['Hook', 'Call to action'] });
  });

  it('writes sections of about the asked length, in the shape of the template', () => {
    const blog = demoSection('blog', 'Bread', 'Introduction', 333);
    expect(blog.startsWith('## Introduction\n\n')).toBe(true);
    expect(words(blog)).toBeGreaterThanOrEqual(333);
    expect(words(blog)).toBeLessThan(333 + 20);
    expect(demoSection('youtube', 'Bread', 'Hook', 100)).toMatch(/^## Hook\n\n\[On screen: Hook\]\n\n/);
    const whole = demoSection('blog', 'Bread', null, 400);
    expect(whole.startsWith('# Bread\n\n')).toBe(true);
    expect(words(whole)).toBeGreaterThanOrEqual(400);
    const social = demoSection('social', 'Bread', null, 40);
    expect(social).not.toContain('\n');
    expect(social.endsWith('#SmallBusiness #Tips')).toBe(true);
  });
});
