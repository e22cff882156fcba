// The automation page's offline demo (no provider key anywhere): a piece of the right shape
// and length, labelled plainly as a sample, written from the topic alone.
import type { TemplateId } from '#domain/automation/catalogue.ts';

export const DEMO_LABEL =
  '> Demo content: the site owner has not connected a model provider yet, so this is sample text of the right shape and length, not real model output.';

const HEADINGS: Record<Exclude<TemplateId, 'social'>, string[]> = {
  blog: ['Introduction', 'Why it matters', 'How to get started', 'Common mistakes to avoid', 'Measuring what works', 'Conclusion'],
  youtube: ['Hook', 'What you will learn', 'Step by step', 'Real-world example', 'Quick recap', 'Call to action'],
};

const SENTENCES = [
  'Small teams that plan {topic} carefully tend to see results within a few weeks.',
  'Start with one clear goal, then pick the smallest step that moves you toward it.',
  'Customers notice consistency more than polish, so keep a steady rhythm.',
  'Write down what you try and what happens, so the next decision is easier.',
  'A short checklist saves time and keeps everyone working the same way.',
  'Ask a few loyal customers what they think before you change anything big.',
  'Look at what competitors do well with {topic}, then do it in your own voice.',
  'Budget a little time each week, because {topic} rewards steady attention.',
];

function paragraphs(topic: string, words: number): string {
  const out: string[] = [];
  let count = 0;
  let i = 0;
  let paragraph: string[] = [];
  while (count < words) {
    const sentence = SENTENCES[i % SENTENCES.length]!.replaceAll('{topic}', topic.toLowerCase());
    paragraph.push(sentence);
    count += sentence.split(/\s+/).length;
    i += 1;
    if (paragraph.length === 4) {
      out.push(paragraph.join(' '));
      paragraph = [];
    }
  }
  if (paragraph.length) out.push(paragraph.join(' '));
  return out.join('\n\n');
}

export function demoOutline(template: TemplateId, topic: string, sections: number): { title: string; sections: string[] } {
  const headings = template === 'social' ? [] : HEADINGS[template];
  const picked = sections >= headings.length ? headings : [...headings.slice(0, sections - 1), headings.at(-1)!];
  return { title: template === 'youtube' ? `${topic}: the video` : `${topic}: a practical guide`, sections: picked };
}

/** One demo section of about `words` words (the whole piece when `heading` is null). */
export function demoSection(template: TemplateId, topic: string, heading: string | null, words: number): string {
  if (template === 'social') return `${paragraphs(topic, Math.max(10, words - 3)).replace(/\n\n/g, ' ')} #SmallBusiness #Tips`;
  const body = paragraphs(topic, words);
  if (heading) return `## ${heading}\n\n${template === 'youtube' ? `[On screen: ${heading}]\n\n` : ''}${body}`;
  return `# ${topic}\n\n${body}`;
}
