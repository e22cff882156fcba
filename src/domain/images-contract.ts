import * as v from 'valibot';
import { PROVIDERS } from './providers';

// Images: the payloads of /api/images (docs/api.md), the image models, the plans'
// limits and the words the server refuses an image with, shared by the functions,
// the SPA and the tests.

const MIB = 1024 * 1024;

/** Generations a day on the platform's key, by plan; with the user's own key there is no limit. */
export const IMAGE_DAILY_GENERATIONS = { free: 5, pro: 100 } as const;

/** An uploaded image: at most this many bytes and pixels, checked from its header before it is decoded. */
export const IMAGE_LIMITS = { bytes: 20 * MIB, pixels: 40_000_000 } as const;

/** A prompt or a change: at most this many characters. */
export const IMAGE_PROMPT_MAX = 1000;

/** Image models a PRO user can ask side by side at once. */
export const IMAGE_MODELS_AT_ONCE = 3;

export const IMAGE_SHAPES = ['square', 'portrait', 'landscape'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];
export const IMAGE_SHAPE_LABELS: Record<ImageShape, string> = { square: 'Square', portrait: 'Portrait', landscape: 'Landscape' };

export const IMAGE_STYLES = ['photo', 'illustration', '3d', 'flat'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const IMAGE_STYLE_LABELS: Record<ImageStyle, string> = { photo: 'Photo', illustration: 'Illustration', '3d': '3D', flat: 'Flat' };

/** The providers that draw images (the registry's ids). */
export type ImageProvider = typeof PROVIDERS.openai.id | typeof PROVIDERS.openrouter.id;

export interface ImageModel {
  /** What the API takes and stores. */
  id: string;
  name: string;
  provider: ImageProvider;
  /** The provider's own name for the model. */
  providerModel: string;
  /** Whether it takes an image and a change (the edit endpoint). */
  edits: boolean;
  /** The free plan's one model. */
  free: boolean;
}

export const IMAGE_MODELS: readonly ImageModel[] = [
  { id: 'gpt-image-1', name: 'GPT Image', provider: PROVIDERS.openai.id, providerModel: 'gpt-image-1', edits: true, free: true },
  { id: 'dall-e-3', name: 'DALL·E 3', provider: PROVIDERS.openai.id, providerModel: 'dall-e-3', edits: false, free: false },
  {
    id: 'gemini-image',
    name: 'Gemini Image',
    provider: PROVIDERS.openrouter.id,
    providerModel: 'google/gemini-2.5-flash-image-preview',
    edits: false,
    free: false,
  },
];
export const FREE_IMAGE_MODEL = IMAGE_MODELS.find((model) => model.free)!;
export const IMAGE_MODEL_IDS = IMAGE_MODELS.map((model) => model.id) as [string, ...string[]];

export const IMAGE_SOURCES = ['generated', 'edited', 'uploaded'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];

const PROMPT = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Describe the image first.'),
  v.maxLength(IMAGE_PROMPT_MAX, `The description is too long (at most ${IMAGE_PROMPT_MAX} characters).`),
);

/** POST /api/images/generate: one model's image (the page sends one request per model, so each arrives when it is ready). */
export const GenerateImageRequestSchema = v.object({
  prompt: PROMPT,
  shape: v.picklist(IMAGE_SHAPES),
  style: v.picklist(IMAGE_STYLES),
  model: v.picklist(IMAGE_MODEL_IDS),
});
export type GenerateImageRequest = v.InferOutput<typeof GenerateImageRequestSchema>;

/** One image of My images. The URLs are signed and expire (an hour): fetch the list again for new ones. */
export const ImageSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  prompt: v.string(),
  alt: v.string(),
  /** The model that made it; null for an upload. */
  model: v.nullable(v.string()),
  source: v.picklist(IMAGE_SOURCES),
  /** The version this one was made from (an edit or a restore), or null. */
  parent_id: v.nullable(v.string()),
  /** The first version's id: every version of one image shares it (the first's is its own id). */
  family_id: v.pipe(v.string(), v.uuid()),
  /** How many versions the image has (My images lists the newest version of each image). */
  versions: v.number(),
  width: v.number(),
  height: v.number(),
  mime: v.picklist(['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  size_bytes: v.number(),
  /** Drawn on the server without a provider: labelled "Demo image". */
  demo: v.boolean(),
  created_at: v.string(),
  url: v.string(),
  thumb_url: v.string(),
});
export type ImageRow = v.InferOutput<typeof ImageSchema>;

/** POST /api/images/generate's answer. */
export const GeneratedImageSchema = v.object({ image: ImageSchema });

/** GET /api/images[?q=words]: the newest version of each of the caller's images, newest first, and today's generations on the platform's key. */
export const ImageListSchema = v.object({
  images: v.array(ImageSchema),
  quota: v.object({ used: v.number(), limit: v.number() }),
});
export type ImageList = v.InferOutput<typeof ImageListSchema>;

/** PATCH /api/images/:id. */
export const UpdateImageRequestSchema = v.object({
  alt: v.pipe(v.string(), v.trim(), v.nonEmpty('Describe the image for people who cannot see it.'), v.maxLength(300)),
});

/** The words an image is refused with, for its owner. */
export const IMAGE_MESSAGES = {
  notAnImage: (name: string) => `${name} is not a PNG, JPEG, WebP or GIF image.`,
  tooLarge: (name: string) => `${name} is larger than ${IMAGE_LIMITS.bytes / MIB} MB.`,
  tooManyPixels: (name: string) => `${name} has more than ${IMAGE_LIMITS.pixels / 1_000_000} megapixels.`,
  empty: (name: string) => `${name} is empty.`,
  /** A HEIC/HEIF photo (iPhone) the server's image library cannot decode. */
  heic: (name: string) =>
    `${name} is a HEIC photo, which cannot be read here. Export it as JPEG (or set the camera to "Most Compatible") and upload it again.`,
  unreadable: (name: string) => `${name} could not be read as an image. It may be damaged; export it again as PNG or JPEG.`,
  daily: (limit: number) =>
    `You have used today's ${limit} image generations. They start again tomorrow, or add your own API key in API Settings.`,
  refused: (reason: string) => `The provider refused this image: ${reason}`,
} as const;

/** Of an image to upload, the server reads this many first bytes (base64 in `head`): enough for the type, and usually the size behind a photo's EXIF. */
export const IMAGE_HEAD_BYTES = 64 * 1024;

/** What the file input takes (the type is still decided by the bytes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif';

const IMAGE_FILE_NAME = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('The image needs a file name.'),
  v.maxLength(255, 'The file name is too long (at most 255 characters).'),
);

/** POST /api/images/uploads: the image about to be uploaded, with its first bytes (base64, at most IMAGE_HEAD_BYTES). */
export const BeginImageUploadSchema = v.object({
  name: IMAGE_FILE_NAME,
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  head: v.pipe(v.string(), v.maxLength(Math.ceil(IMAGE_HEAD_BYTES / 3) * 4 + 4, `head: at most ${IMAGE_HEAD_BYTES / 1024} KB.`)),
});
export type BeginImageUpload = v.InferInput<typeof BeginImageUploadSchema>;

/** POST /api/images/uploads answers 201 with where to put the bytes (supabase-js uploadToSignedUrl(path, token, file)). */
export const BeginImageUploadResponseSchema = v.object({
  upload: v.object({ id: v.pipe(v.string(), v.uuid()), bucket: v.literal('images'), path: v.string(), token: v.string() }),
});
export type BeginImageUploadResponse = v.InferOutput<typeof BeginImageUploadResponseSchema>;

/** POST /api/images/uploads/:id/finish: the file's name again (the alt text is made from it); answers 201 like GeneratedImageSchema. */
export const FinishImageUploadSchema = v.object({ name: IMAGE_FILE_NAME });
export type FinishImageUpload = v.InferInput<typeof FinishImageUploadSchema>;

/** An uploaded image's first alt text: its file name without the extension, in words ("IMG_2041-beach.jpg" -> "IMG 2041 beach"). */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Uploaded image';
}

// Editing: every edit, and every restore, is a new version of the image (a new row and
// new bytes; the older versions stay until the image is deleted).

/** The editor's crop presets for posts (width:height); "Original" keeps the whole image. */
export const CROP_PRESETS = [
  { id: '1:1', width: 1, height: 1 },
  { id: '4:5', width: 4, height: 5 },
  { id: '16:9', width: 16, height: 9 },
  { id: '9:16', width: 9, height: 16 },
] as const;

/** The largest width (and height) a resize may ask for; a resize never enlarges past the image's own size. */
export const IMAGE_EDGE_MAX = 4096;

const PIXELS = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));

/**
 * POST /api/images/:id/transform, without AI and not counted: rotate (clockwise) and
 * flip first, then crop (a rectangle in pixels of the rotated and flipped image, as the
 * editor shows it), then resize to `width` (the height follows). Answers 201 with the
 * new version, like GeneratedImageSchema.
 */
export const TransformImageRequestSchema = v.object({
  rotate: v.optional(v.picklist([0, 90, 180, 270]), 0),
  flip_horizontal: v.optional(v.boolean(), false),
  flip_vertical: v.optional(v.boolean(), false),
  crop: v.optional(
    v.nullable(
      v.object({
        left: PIXELS,
        top: PIXELS,
        width: v.pipe(PIXELS, v.minValue(16, 'The crop must be at least 16 pixels wide.')),
        height: v.pipe(PIXELS, v.minValue(16, 'The crop must be at least 16 pixels high.')),
      }),
    ),
    null,
  ),
  width: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.integer('The width must be a whole number of pixels.'),
        v.minValue(16, 'The width must be at least 16 pixels.'),
        v.maxValue(IMAGE_EDGE_MAX, `The width must be at most ${IMAGE_EDGE_MAX} pixels.`),
      ),
    ),
    null,
  ),
});
export type TransformImageRequest = v.InferInput<typeof TransformImageRequestSchema>;

/** The image models that take an image and a change. */
export const EDIT_MODELS = IMAGE_MODELS.filter((model) => model.edits);
export const EDIT_MODEL_IDS = EDIT_MODELS.map((model) => model.id) as [string, ...string[]];

/** A mask painted in the editor: at most this many bytes of PNG (base64 in the request). */
export const IMAGE_MASK_MAX_BYTES = 4 * MIB;

/**
 * POST /api/images/:id/edit: the change in words, sent with the image to the model's
 * edit endpoint. `mask` (optional) is a PNG of the image's size, base64: where it is
 * transparent the model changes the image, elsewhere it keeps it. Counted as a
 * generation, like POST /api/images/generate; answers 201 with the new version.
 */
export const EditImageRequestSchema = v.object({
  change: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Describe the change first.'),
    v.maxLength(IMAGE_PROMPT_MAX, `The change is too long (at most ${IMAGE_PROMPT_MAX} characters).`),
  ),
  model: v.optional(v.picklist(EDIT_MODEL_IDS), EDIT_MODEL_IDS[0]),
  mask: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(Math.ceil(IMAGE_MASK_MAX_BYTES / 3) * 4 + 4, `The mask is too large (at most ${IMAGE_MASK_MAX_BYTES / MIB} MB).`),
      ),
    ),
    null,
  ),
});
export type EditImageRequest = v.InferInput<typeof EditImageRequestSchema>;

/** GET /api/images/:id/versions: every version of the image, newest first (the first is the one My images shows). */
export const ImageVersionsSchema = v.object({ versions: v.array(ImageSchema) });
export type ImageVersions = v.InferOutput<typeof ImageVersionsSchema>;

/** POST /api/images/:id/restore (no body): a copy of that version becomes the newest; answers 201 like GeneratedImageSchema. */

/** The words an edit is refused with. */
export const IMAGE_EDIT_MESSAGES = {
  maskNotPng: 'The mask must be a PNG image.',
  maskSize: (width: number, height: number) => `The mask must be ${width} x ${height} pixels, the size of the image.`,
  cropOutside: 'The crop goes past the edge of the image. Choose the crop again.',
  widthTooLarge: (width: number) => `The width can be at most ${width} pixels, the image's own width.`,
  nothingToDo: 'Choose a crop, a rotation, a flip or a new width first.',
} as const;
