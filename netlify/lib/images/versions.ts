// An image's versions: every edit and every restore is a new row with new bytes, in
// the family of the first version (family_id). The list of them, newest first, and a
// restore, which copies an older version's bytes and thumbnail into a new newest
// version (so nothing is lost, and the restore itself can be undone). No sharp here.
import type { ImageRow, ImageVersions } from '#domain/images-contract.ts';
import { downloadObject, familyRows, loadImage, nextVersionOf, storeImage, withUrls } from './library.ts';

const EXTENSIONS: Record<ImageRow['mime'], 'png' | 'jpg' | 'webp' | 'gif'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Every version of the owner's image the id belongs to, newest first; 404 when it is not theirs. */
export async function listVersions(userId: string, id: string): Promise<ImageVersions> {
  const image = await loadImage(userId, id);
  const rows = await familyRows(userId, image.family_id);
  return { versions: await withUrls(rows.map((row) => ({ ...row, versions: rows.length }))) };
}

/** A copy of that version becomes the newest of its family (source 'edited', its parent the restored version). */
export async function restoreVersion(userId: string, id: string): Promise<ImageRow> {
  const version = await loadImage(userId, id);
  const [bytes, thumbnail] = await Promise.all([downloadObject(version.object_path), downloadObject(version.thumb_path)]);
  return storeImage({
    ...nextVersionOf(userId, version),
    image: { bytes, mime: version.mime, ext: EXTENSIONS[version.mime], width: version.width, height: version.height },
    thumbnail,
  });
}
