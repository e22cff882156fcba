import * as v from 'valibot';

// My files: the payloads of /api/files (docs/api.md) and the words the
// server refuses a file with, shared by the functions, the SPA and the tests.

export const DOCUMENT_KINDS = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'md', 'html'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What each kind is called in the app ("PDF", "Word"...). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word',
  xlsx: 'Excel',
  csv: 'CSV',
  txt: 'Text',
  md: 'Markdown',
  html: 'HTML',
};

/** The file picker's accept list: the extensions (the server still decides by the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.csv,.txt,.md,.markdown,.html,.htm';

const MIB = 1024 * 1024;

/** Files a plan keeps and the largest file it takes (in the plan table, src/domain/plans.ts). */
export const FILE_LIMITS = {
  free: { files: 10, bytes: 10 * MIB },
  pro: { files: 500, bytes: 50 * MIB },
} as const;

/** The bytes a browser sends ahead of an upload so the server can type the file before any storage is spent. */
export const FILE_HEAD_BYTES = 4096;

/** Files a chat can have attached at once. */
export const CHAT_FILES_MAX = 10;

export const DOCUMENT_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What the list shows for a status. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

/** One file of My files, as GET /api/files lists it. */
export const DocumentSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  size_bytes: v.number(),
  /** Pages of a PDF, sheets of a workbook; null otherwise. */
  pages: v.nullable(v.number()),
  status: v.picklist(DOCUMENT_STATUSES),
  /** Why it failed, for its owner. */
  failure: v.nullable(v.string()),
  created_at: v.string(),
});
export type DocumentRow = v.InferOutput<typeof DocumentSchema>;

/** GET /api/files: the caller's files, newest first, and the plan's limits. */
export const FileListSchema = v.object({
  documents: v.array(DocumentSchema),
  limit: v.object({ files: v.number(), bytes: v.number() }),
});
export type FileList = v.InferOutput<typeof FileListSchema>;

const FILE_NAME = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('The file needs a name.'),
  v.maxLength(255, 'The file name is too long (at most 255 characters).'),
  v.check(
    (name) => !/[/\\]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 32),
    'The file name cannot hold slashes or control characters.',
  ),
);

/** POST /api/files: the file about to be uploaded, with its first bytes (base64, at most FILE_HEAD_BYTES). */
export const BeginUploadSchema = v.object({
  name: FILE_NAME,
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  head: v.pipe(v.string(), v.maxLength(Math.ceil(FILE_HEAD_BYTES / 3) * 4 + 4, 'head: at most 4 KB.')),
});
export type BeginUpload = v.InferInput<typeof BeginUploadSchema>;

/** POST /api/files answers 201 with the new row and where to put the bytes (supabase-js uploadToSignedUrl(path, token, file)). */
export const BeginUploadResponseSchema = v.object({
  document: DocumentSchema,
  upload: v.object({ bucket: v.literal('documents'), path: v.string(), token: v.string() }),
});
export type BeginUploadResponse = v.InferOutput<typeof BeginUploadResponseSchema>;

/** POST /api/files/:id/process: the file's row once read (ready or failed), or still processing (202) when a background function took it. */
export const ProcessResponseSchema = v.object({ document: DocumentSchema });

/** DELETE /api/files/:id answers 204, with no body. */
export const FileDeletedSchema = v.undefined();

/** One passage of a file: its page (or sheet), the heading it sits under, its text. */
export const PassageSchema = v.object({
  ordinal: v.number(),
  page: v.nullable(v.number()),
  heading: v.nullable(v.string()),
  content: v.string(),
});
export type Passage = v.InferOutput<typeof PassageSchema>;

/** GET /api/files/:id?page=N: the file and the passages of that page (all of them, up to 200, without a page). */
export const FilePassagesSchema = v.object({ document: DocumentSchema, passages: v.array(PassageSchema) });
export type FilePassages = v.InferOutput<typeof FilePassagesSchema>;

/** A citation as models are told to write it and the chat links it: "[brewline-handbook.pdf p. 9]". */
export function citationLabel(fileName: string, page: number | null): string {
  return page === null ? fileName : `${fileName} p. ${page}`;
}

/** The words a file is refused or fails with (tests assert them). */
const KIND_NOUNS: Record<DocumentKind, string> = {
  pdf: 'a PDF',
  docx: 'a Word document',
  xlsx: 'an Excel workbook',
  csv: 'a CSV file',
  txt: 'a text file',
  md: 'a Markdown file',
  html: 'an HTML page',
};

/** The words a file is refused or fails with (tests assert them). */
export const FILE_MESSAGES = {
  /** "invoice.pdf is not a PDF": the name promises a type its bytes are not. */
  notItsType: (name: string, kind: DocumentKind) => `${name} is not ${KIND_NOUNS[kind]}.`,
  unsupported: (name: string) =>
    `${name} is not a type My files reads: upload a PDF, Word (.docx), Excel (.xlsx), CSV, text, Markdown or HTML file.`,
  empty: (name: string) => `${name} is empty.`,
  tooLarge: (name: string, mb: number) => `${name} is larger than your plan takes (${mb} MB a file).`,
  tooManyFiles: (files: number) => `Your plan keeps up to ${files} files. Delete one to upload another.`,
  encrypted: (name: string) => `${name} is protected by a password: remove the password and upload it again.`,
  /** A scan, and no key of the user's own that reads pages (a vision model: Claude or GPT-4o). */
  scanned: (name: string) =>
    `${name}: no text found: it looks scanned. Add your Anthropic or OpenAI key in API Settings and upload it again to have its pages read.`,
  /** A scan the user's vision model could not read; `reason` is the provider's message. */
  scanReadFailed: (name: string, reason: string) => `${name}: no text found: it looks scanned, and reading its pages failed: ${reason}`,
  expandsTooFar: (name: string) => `${name} expands to more than we read (over 200 MB unpacked, or too many parts).`,
  tooSlow: (name: string) => `Reading ${name} took too long. Split it into smaller files and upload them again.`,
  unreadable: (name: string) => `${name} could not be read: it may be damaged. Save it again and upload it again.`,
  notUploaded: (name: string) => `The upload of ${name} did not arrive. Upload the file again.`,
} as const;
