// Wire shapes of the automation page's autosaved drafts (/api/automation/drafts/:slot),
// shared by the automation page and the function (docs/api.md, "Content drafts").
import * as v from 'valibot';
import { TEMPLATE_IDS, type TemplateId } from './catalogue';

/** Same bounds as a saved item's (content_items): what fits a draft fits a save. */
export const DRAFT_CONTENT_MAX = 100_000;
const SETTINGS_MAX_CHARS = 20_000;

// A template's new piece, or an opened saved item ('item-' and its id).
const SLOT_PATTERN = /^(blog|youtube|social|item-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const DraftSlotSchema = v.pipe(
  v.string('The draft slot must be text.'),
  v.regex(SLOT_PATTERN, 'The draft slot must be a template (blog, youtube, social) or item- and a saved item id.'),
);

/** Where a draft is kept: the saved item it edits, else its template. */
export function draftSlot(template: TemplateId, itemId: string | null): string {
  return itemId ? `item-${itemId}` : template;
}

export const SaveDraftRequestSchema = v.object({
  template: v.picklist(TEMPLATE_IDS, 'The template must be blog, youtube or social.'),
  settings: v.pipe(
    // v.record would turn a list into an object; the database keeps objects only
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'The settings must be an object.',
    ),
    v.check((settings) => JSON.stringify(settings).length <= SETTINGS_MAX_CHARS, 'The settings are too large to keep.'),
  ),
  content: v.pipe(
    v.string('The content must be text.'),
    v.maxLength(DRAFT_CONTENT_MAX, `The content must be at most ${DRAFT_CONTENT_MAX} characters.`),
  ),
  incomplete: v.optional(v.boolean('incomplete must be true or false.'), false),
});
export type SaveDraftRequest = v.InferOutput<typeof SaveDraftRequestSchema>;

export const ContentDraftSchema = v.object({
  slot: v.string(),
  template: v.picklist(TEMPLATE_IDS),
  settings: v.record(v.string(), v.unknown()),
  content: v.string(),
  incomplete: v.boolean(),
  updated_at: v.string(),
});
export type ContentDraft = v.InferOutput<typeof ContentDraftSchema>;

/** GET, PUT and DELETE /api/automation/drafts/:slot answer (null: no draft, or it was deleted). */
export const DraftResponseSchema = v.object({ draft: v.nullable(ContentDraftSchema) });
export type DraftResponse = v.InferOutput<typeof DraftResponseSchema>;
