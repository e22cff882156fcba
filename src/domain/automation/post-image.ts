// Use in post: the one image of My images a content item carries (settings.image),
// saved with the item and its draft and delivered with the post. The database
// refuses an image that is not the owner's (migration 20261207231000_content_images.sql).
import * as v from 'valibot';
import type { TemplateId } from './catalogue';

export const POST_IMAGE_ALT_MAX = 300;
const POST_IMAGE_ALT_MISSING_TEXT = 'Describe the image for people who cannot see it.';

export const PostImageSchema = v.object({
  id: v.pipe(v.string('The image id must be text.'), v.uuid('The image id is not valid.')),
  alt: v.pipe(
    v.string('The alt text must be text.'),
    v.trim(),
    v.nonEmpty(POST_IMAGE_ALT_MISSING_TEXT),
    v.maxLength(POST_IMAGE_ALT_MAX, `The alt text must be at most ${POST_IMAGE_ALT_MAX} characters.`),
  ),
});
export type PostImage = v.InferOutput<typeof PostImageSchema>;

/** A saved setting read back: the image when it is one, else none. */
export function restorePostImage(saved: unknown): PostImage | null {
  const parsed = v.safeParse(PostImageSchema, saved);
  return parsed.success ? parsed.output : null;
}

/** The image as a delivery carries it: a public address and what a receiver shows with it. */
export interface DeliveryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The bytes of a delivered image, for a receiver that takes an upload (WordPress's media library). */
export interface DeliveryMedia {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  fileName: string;
  bytes(): Promise<Uint8Array>;
}

/** The templates whose piece is a post a picture goes with (a video script has none). */
export const POST_IMAGE_TEMPLATES = ['blog', 'social'] as const satisfies readonly TemplateId[];

export const takesPostImage = (template: TemplateId) => POST_IMAGE_TEMPLATES.some((id) => id === template);

export const POST_IMAGE_ALT_MISSING = POST_IMAGE_ALT_MISSING_TEXT;

/** The alt text's field on the automation page (a save without alt text marks and focuses it). */
export const IMAGE_ALT_FIELD = 'imageAlt';
