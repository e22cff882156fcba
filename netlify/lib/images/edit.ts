// POST /api/images/:id/edit: a change in words, made by an image model's edit
// endpoint from the stored image (and, when the editor painted one, a mask: a PNG of
// the image's size whose transparent pixels are where the model may change it). The
// key and the day's count are a generation's (charge.ts); with no key the demo edit
// is drawn here. The answer is a new version of the image: source 'edited', the
// change as its prompt, the parent's alt text.
import sharp from 'sharp';
import * as v from 'valibot';
import { IMAGE_EDIT_MESSAGES, type EditImageRequestSchema, type ImageRow, type ImageShape } from '#domain/images-contract.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { imageKeyFor, paidImage, type ImageCallContext } from './charge.ts';
import { inputOptions, prepareImage } from './clean.ts';
import { drawDemoEdit } from './edit-demo.ts';
import { imageModelOf, requireModelForPlan } from './generate.ts';
import { readImageHeader, sniffImage } from './header.ts';
import { downloadObject, loadImage, storeImage } from './library.ts';
import { editWithProvider } from './provider.ts';

export type EditRequest = v.InferOutput<typeof EditImageRequestSchema>;

interface Size {
  width: number;
  height: number;
}

/** The mask's bytes, refused unless they are a PNG whose header says the image's own size. */
export function checkedMask(base64: string, image: Size): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (sniffImage(bytes) !== 'png') throw new HttpError(400, IMAGE_EDIT_MESSAGES.maskNotPng);
  let size: Size;
  try {
    const header = readImageHeader(bytes, 'The mask');
    size = { width: header.width ?? 0, height: header.height ?? 0 };
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(400, IMAGE_EDIT_MESSAGES.maskSize(image.width, image.height));
    throw new HttpError(400, IMAGE_EDIT_MESSAGES.maskNotPng);
  }
  if (size.width !== image.width || size.height !== image.height)
    throw new HttpError(400, IMAGE_EDIT_MESSAGES.maskSize(image.width, image.height));
  return bytes;
}

/** The size the model is asked for: the one of its shapes nearest the image's. */
export function shapeOf(image: Size): ImageShape {
  const ratio = image.width / image.height;
  if (ratio >= 1.25) return 'landscape';
  if (ratio <= 0.8) return 'portrait';
  return 'square';
}

/** What the edit endpoint takes: PNG, JPEG and WebP as they are, a GIF's first frame as a PNG. */
async function providerInput(bytes: Buffer, mime: ImageRow['mime']): Promise<{ bytes: Uint8Array; mime: string }> {
  if (mime !== 'image/gif') return { bytes, mime };
  return { bytes: await sharp(bytes, inputOptions(false)).png().toBuffer(), mime: 'image/png' };
}

/** A new newest version of the owner's image, changed by the model; 404 when it is not theirs. */
export async function editImage(id: string, request: EditRequest, context: ImageCallContext): Promise<ImageRow> {
  const version = await loadImage(context.userId, id);
  const mask = request.mask ? checkedMask(request.mask, version) : null;
  const model = imageModelOf(request.model);
  requireModelForPlan(model, context.tier);
  const key = imageKeyFor(model, context.keys);
  const demo = key.keySource === 'demo';
  const original = await downloadObject(version.object_path);
  return paidImage(context, key, async () => {
    const made = demo
      ? await drawDemoEdit(original, version, mask, request.change)
      : await editWithProvider({
          model,
          prompt: request.change,
          shape: shapeOf(version),
          image: await providerInput(original, version.mime),
          mask,
          credentials: key.credentials,
          timeoutMs: serverConfig().timeoutsMs.image,
          signal: context.signal,
        });
    const { clean, thumbnail } = await prepareImage(made, 'The edited image');
    return storeImage({
      userId: context.userId,
      prompt: request.change,
      alt: version.alt,
      model: model.id,
      source: 'edited',
      version: { parentId: version.id, familyId: version.family_id },
      demo,
      image: clean,
      thumbnail,
    });
  });
}
