// Wire shapes of "Rewrite" (POST /api/website/sites/:id/rewrite, docs/api.md):
// one section of a saved site written again, shared by the editor and the function.
import * as v from 'valibot';
import { SiteContentSchema } from './editor-contract';

/** The sections of a site's copy that Rewrite can write again. */
export const REWRITE_SECTIONS = ['hero', 'about', 'services', 'highlights', 'faq', 'cta'] as const;
export type RewriteSection = (typeof REWRITE_SECTIONS)[number];

// Each section's keys of the site copy, in the shape the editor holds and saves them (editor-contract.ts).
const COPY = SiteContentSchema.entries.copy;
export const SECTION_COPY = {
  hero: v.pick(COPY, ['headline', 'tagline']),
  about: v.pick(COPY, ['about']),
  services: v.pick(COPY, ['services']),
  highlights: v.pick(COPY, ['highlights']),
  faq: v.pick(COPY, ['faq']),
  cta: v.pick(COPY, ['cta']),
};
export type SectionCopy<S extends RewriteSection = RewriteSection> = v.InferOutput<(typeof SECTION_COPY)[S]>;

const SECTION_MESSAGE = `must be one of ${REWRITE_SECTIONS.join(', ')}.`;
const requestOf = <S extends RewriteSection>(section: S) =>
  v.object({ section: v.literal(section), current: v.optional(SECTION_COPY[section]) });

/** `current`: the section as the editor shows it now (unsaved words included); without it the stored site's is used. */
export const RewriteSectionRequestSchema = v.variant(
  'section',
  [requestOf('hero'), requestOf('about'), requestOf('services'), requestOf('highlights'), requestOf('faq'), requestOf('cta')],
  SECTION_MESSAGE,
);
export type RewriteSectionRequest = v.InferOutput<typeof RewriteSectionRequestSchema>;

/**
 * The rewritten section, not saved: the editor applies it and autosaves (so Undo
 * works). `source` says who wrote it; `changed` is false when the built-in
 * copywriter had no other wording than the current one.
 */
export const RewriteSectionResponseSchema = v.object({
  section: v.picklist(REWRITE_SECTIONS),
  copy: v.union(Object.values(SECTION_COPY)),
  source: v.picklist(['model', 'fallback']),
  changed: v.boolean(),
});
export type RewriteSectionResponse<S extends RewriteSection = RewriteSection> = Omit<
  v.InferOutput<typeof RewriteSectionResponseSchema>,
  'section' | 'copy'
> & { section: S; copy: SectionCopy<S> };

/** The answer to a rewrite of `section`: that section's copy, and no other's. */
export function rewriteSectionResponseSchema<S extends RewriteSection>(section: S) {
  const schema = v.object({ ...RewriteSectionResponseSchema.entries, section: v.literal(section), copy: SECTION_COPY[section] });
  // v.custom: TypeScript cannot name the output of a schema built for a type parameter.
  return v.custom<RewriteSectionResponse<S>>((value) => v.is(schema, value), `Not the rewrite of the ${section} section.`);
}
