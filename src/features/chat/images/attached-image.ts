// The image a question carries, as the chat holds it before sending: one of My images.
import type { ImageRow } from '../../../domain/images-contract';

export type AttachedImage = Pick<ImageRow, 'id' | 'alt' | 'thumb_url'>;

export const attachedImageOf = (image: ImageRow): AttachedImage => ({ id: image.id, alt: image.alt, thumb_url: image.thumb_url });
