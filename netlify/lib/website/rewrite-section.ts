// Rewrite: one section of a saved site written again, the rest of the site as
// context and the section's current words as what not to repeat. The configured
// model writes it (validated against that section's part of SiteCopySchema); with
// no model, an invalid answer or the same words again, the built-in copywriter's
// next wording. Nothing is saved here: the editor applies the answer and autosaves.
import * as v from 'valibot';
import { SECTION_COPY, type RewriteSection, type SectionCopy } from '#domain/website/rewrite-contract.ts';
import { findIndustry, type Industry } from '#domain/website/industries.ts';
import { findTemplate } from '#domain/website/templates.ts';
import { builtInCopy } from './builtin-copy.ts';
import { SiteCopySchema, type BusinessDetails, type SiteCopy } from './copy.ts';
import type { StoredSiteModel } from './stored-site.ts';
import { askModelForJson, briefOf, COPY_FIELDS, COPY_RULES } from './write-copy.ts';

type StoredCopy = StoredSiteModel['copy'];

const LABELS: Record<RewriteSection, string> = {
  hero: 'the hero (headline and tagline)',
  about: 'the About text',
  services: 'the services',
  highlights: 'the highlights (why choose this business)',
  faq: 'the frequently asked questions',
  cta: 'the call to action',
};
/** The built-in copywriter's wordings tried for another text. */
const BUILT_IN_VARIANTS = 6;

const keysOf = (section: RewriteSection) => Object.keys(SECTION_COPY[section].entries) as (keyof SiteCopy)[];

/** Only `section`'s keys of a site's copy. */
export function sectionOf<S extends RewriteSection>(copy: StoredCopy, section: S): SectionCopy<S> {
  return Object.fromEntries(keysOf(section).map((key) => [key, copy[key]])) as SectionCopy<S>;
}

/** The same words, whatever the spacing and case. */
const same = (a: unknown, b: unknown) => {
  const words = (value: unknown) => JSON.stringify(value).replace(/\s+/g, ' ').toLowerCase();
  return words(a) === words(b);
};

export interface RewrittenSection<S extends RewriteSection> {
  copy: SectionCopy<S>;
  source: 'model' | 'fallback';
  /** False when no wording other than the current one could be found. */
  changed: boolean;
}

async function askModel<S extends RewriteSection>(
  site: StoredSiteModel,
  industry: Industry,
  section: S,
  current: SectionCopy<S>,
  signal?: AbortSignal,
): Promise<SectionCopy<S> | null> {
  const keys = keysOf(section);
  const schema = v.object(Object.fromEntries(keys.map((key) => [key, SiteCopySchema.entries[key]])));
  const system = `You are a senior website copywriter for small businesses. Rewrite one section of a business website: ${LABELS[section]}.
Answer with one JSON object only, exactly these keys:
{${keys.map((key) => COPY_FIELDS[key]).join(',\n ')}}
Write it clearly differently from its current text (other words, another angle), true to the business and in keeping with the rest of the site.
${COPY_RULES}`;
  const rest = Object.fromEntries(Object.entries(site.copy).filter(([key]) => !keys.includes(key as keyof SiteCopy)));
  const user = [
    briefOf(site.business, industry, findTemplate(site.template)),
    `The rest of the site, for context (do not repeat it):\n${JSON.stringify(rest)}`,
    `The current text of ${LABELS[section]} (write it differently):\n${JSON.stringify(current)}`,
  ].join('\n\n');
  const answer = await askModelForJson(schema, { system, user, maxTokens: 900 }, signal);
  return answer && !same(answer, current) ? (answer as SectionCopy<S>) : null;
}

/** The built-in copywriter's wording after the current one (its first when the owner's words are none of them). */
function builtInSection<S extends RewriteSection>(
  business: BusinessDetails,
  industry: Industry,
  section: S,
  current: SectionCopy<S>,
): { copy: SectionCopy<S>; changed: boolean } {
  const wordings: SectionCopy<S>[] = [];
  for (let variant = 0; variant < BUILT_IN_VARIANTS; variant += 1) {
    const wording = sectionOf(builtInCopy(business, industry, variant), section);
    if (!wordings.some((known) => same(known, wording))) wordings.push(wording);
  }
  const next = wordings[(wordings.findIndex((wording) => same(wording, current)) + 1) % wordings.length]!;
  return { copy: next, changed: !same(next, current) };
}

export async function rewriteSection<S extends RewriteSection>(
  site: StoredSiteModel,
  section: S,
  current: SectionCopy<S> | undefined,
  signal?: AbortSignal,
): Promise<RewrittenSection<S>> {
  const industry = findIndustry(site.industry);
  if (!industry) throw new Error(`stored site has an unknown industry: ${site.industry}`);
  const now = current ?? sectionOf(site.copy, section);
  const written = await askModel(site, industry, section, now, signal);
  if (written) return { copy: written, source: 'model', changed: true };
  return { ...builtInSection(site.business, industry, section, now), source: 'fallback' };
}
