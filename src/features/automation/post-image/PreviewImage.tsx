// The post's image in the connector preview: the picture with its alt text, and how
// the chosen connector takes it (src/domain/connector-payloads.ts builds the payload).
import type { PostImage } from '../../../domain/automation/post-image';
import type { ConnectorKind } from '../../../domain/connectors';
import type { PostImageState } from './use-post-image';

const HOW_IT_GOES: Record<ConnectorKind, string> = {
  zapier: 'Sent as image (url, alt, width, height) in the JSON.',
  make: 'Sent as image (url, alt, width, height) in the JSON.',
  webhook: 'Sent as image (url, alt, width, height) in the JSON.',
  slack: 'Sent as an image block below the text, with its alt text.',
  discord: "Sent as the last message's embed, its alt text as the description.",
  wordpress: "Uploaded to the site's media library with its alt text and set as the post's featured image.",
  notion: 'Sent as an image block at the top of the page, its alt text as the caption.',
  airtable: 'Its address goes in the Content field, after the text.',
};

/** Where the payload shows the address: the public copy is made when the post is sent. */
export const PREVIEW_IMAGE_URL = 'https://<public copy, made when it is sent>';

export function PreviewImage({ image, shown, kind }: { image: PostImage; shown: PostImageState; kind: ConnectorKind }) {
  return (
    <figure className="mt-3 rounded-lg border border-line bg-surface p-3">
      {shown.kind === 'found' ? (
        <img src={shown.row.thumb_url} alt={image.alt} className="max-h-40 w-auto rounded-md border border-line" />
      ) : null}
      <figcaption className="mt-2 space-y-1 text-xs">
        <span className="block">
          <span className="font-semibold">Image alt text:</span> {image.alt}
        </span>
        <span className="block text-muted">
          {shown.kind === 'missing' ? 'This image is no longer in My images: the post goes without it.' : HOW_IT_GOES[kind]}
        </span>
      </figcaption>
    </figure>
  );
}
