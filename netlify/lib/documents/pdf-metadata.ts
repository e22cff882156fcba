// A PDF without its metadata, rewritten by pdf-lib: the document information
// dictionary (Title, Author, Subject, Keywords, Creator, Producer, the dates and any
// custom key) goes from the trailer, every /Metadata XMP stream (the catalog's, and
// those of pages, images and fonts) and every /PieceInfo (an editor's private data:
// Illustrator keeps its whole document there) goes, and so does every object nothing
// reachable from the catalog names any more (old revisions' Info and XMP, left over
// from incremental saves). Pages, their content streams and resources are written as
// they were read, so the text reads the same.
import { PDFArray, type PDFContext, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';

const PRIVATE_KEYS = ['Metadata', 'PieceInfo', 'LastModified'].map((key) => PDFName.of(key));

/** Drops the private keys from every dictionary reachable from the catalog; returns the indirect objects reached. */
function scrubReachable(context: PDFContext, root: PDFObject): { reached: Set<PDFRef>; changed: boolean } {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [root];
  let changed = false;
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      for (const key of PRIVATE_KEYS) {
        if (dict.has(key)) {
          dict.delete(key);
          changed = true;
        }
      }
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return { reached, changed };
}

/**
 * The PDF without its metadata, or null when it holds none. Throws when pdf-lib
 * cannot open it (an encrypted PDF among them: its strings cannot be rewritten
 * without its key).
 */
export async function pdfWithoutMetadata(bytes: Uint8Array): Promise<Uint8Array | null> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = pdf;
  let changed = false;
  if (context.trailerInfo.Info) {
    const info = context.trailerInfo.Info;
    const dict = info instanceof PDFRef ? context.lookup(info) : info;
    if (dict instanceof PDFDict) for (const key of dict.keys()) dict.delete(key);
    context.trailerInfo.Info = undefined;
    changed = true;
  }
  const { reached, changed: scrubbed } = scrubReachable(context, pdf.catalog);
  if (context.trailerInfo.Root instanceof PDFRef) reached.add(context.trailerInfo.Root);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (reached.has(ref)) continue;
    context.delete(ref);
    changed = true;
  }
  if (!changed && !scrubbed) return null;
  // No page added to a document without any, no form field's look redrawn: only the metadata changes.
  return pdf.save({ addDefaultPage: false, updateFieldAppearances: false });
}
