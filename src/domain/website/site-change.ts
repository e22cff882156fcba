// What a save of the editor changed, kept with the version it left behind, so the
// Versions list can say what happened at each moment ("Rewrote About", "Hid FAQ",
// "Restored the version of ...") instead of a bare time. The server works it out
// by comparing the contents (it never trusts a description from the browser); the
// editor only says why it saved (its own edit, a rewrite, Undo or Redo).
import * as v from 'valibot';
import { MOVABLE_SECTIONS, SAVE_CAUSES, SECTION_LABELS, type SaveCause, type SiteContent } from './editor-contract';
import { findTemplate, TEMPLATE_IDS } from './templates';

/** The parts of a site whose words can change, in the order a site shows them. */
export const WORD_PARTS = ['hero', ...MOVABLE_SECTIONS, 'contact', 'footer'] as const;
type WordPart = (typeof WORD_PARTS)[number];

const sectionIds = v.array(v.picklist(MOVABLE_SECTIONS));

export const SiteChangeSchema = v.variant('kind', [
  v.object({
    kind: v.picklist(SAVE_CAUSES),
    /** Parts whose words changed. */
    words: v.array(v.picklist(WORD_PARTS)),
    /** The order of the sections changed. */
    moved: v.boolean(),
    hidden: sectionIds,
    shown: sectionIds,
    /** The new design, when it changed. */
    design: v.nullable(v.picklist(TEMPLATE_IDS)),
  }),
  v.object({
    kind: v.literal('restore'),
    /** When the version brought back had been left (its created_at). */
    restored: v.string(),
  }),
]);
export type SiteChange = v.InferOutput<typeof SiteChangeSchema>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The words of each part, to compare one content with another. */
function wordsOf(content: SiteContent): Record<WordPart, unknown> {
  const { business, copy, titles, footer } = content;
  return {
    hero: [business.name, copy.headline, copy.tagline],
    about: [copy.about, titles.about],
    services: [copy.services, titles.services],
    highlights: [copy.highlights, titles.highlights],
    faq: [copy.faq, titles.faq],
    cta: copy.cta,
    contact: [business.email, business.phone, titles.contact],
    footer: footer ?? null,
  };
}

/** What changed from `before` to `after`, for a save made for `cause`. */
export function describeChange(before: SiteContent, after: SiteContent, cause: SaveCause): SiteChange {
  const was = wordsOf(before);
  const now = wordsOf(after);
  return {
    kind: cause,
    words: WORD_PARTS.filter((part) => !same(was[part], now[part])),
    moved: !same(before.layout.order, after.layout.order),
    hidden: after.layout.hidden.filter((id) => !before.layout.hidden.includes(id)),
    shown: before.layout.hidden.filter((id) => !after.layout.hidden.includes(id)),
    design: before.template === after.template ? null : after.template,
  };
}

const PART_NAMES: Record<WordPart, string> = { ...SECTION_LABELS, footer: 'Footer' };

const list = (names: string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The change in words, for the Versions list; `when` formats the restored version's time. */
export function changeSummary(change: SiteChange, when: (iso: string) => string): string {
  if (change.kind === 'restore') return `Restored the version of ${when(change.restored)}`;
  const words = change.words.map((part) => PART_NAMES[part]);
  const parts = [
    words.length ? `${change.kind === 'rewrite' ? 'Rewrote' : 'Edited'} ${list(words)}` : '',
    change.moved ? 'Moved sections' : '',
    change.hidden.length ? `Hid ${list(change.hidden.map((id) => SECTION_LABELS[id]))}` : '',
    change.shown.length ? `Showed ${list(change.shown.map((id) => SECTION_LABELS[id]))}` : '',
    change.design ? `Design: ${findTemplate(change.design)?.name ?? change.design}` : '',
  ].filter(Boolean);
  const what = parts.join('; ') || 'Saved without changes';
  if (change.kind === 'undo') return `Undo (${what})`;
  if (change.kind === 'redo') return `Redo (${what})`;
  return what;
}

/** GET .../versions: earlier versions, newest first; `change` is what replaced each (null for versions kept before it was recorded). */
export const SiteVersionSchema = v.object({
  id: v.string(),
  revision: v.number(),
  created_at: v.string(),
  change: v.nullable(SiteChangeSchema),
});
export const SiteVersionsResponseSchema = v.object({ versions: v.array(SiteVersionSchema) });
export type SiteVersion = v.InferOutput<typeof SiteVersionSchema>;
