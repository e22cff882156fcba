// Why a file cannot be read, in words for its owner. The message is always one of
// FILE_MESSAGES (src/domain/files-contract.ts): the row's `failure` shows it as is,
// so a library's own message or stack must never become it. The original error, if
// any, rides along as `cause` for the server's log only.

export class DocumentRefused extends Error {
  override name = 'DocumentRefused';
}

/** A PDF whose pages hold no text: a scan, which a vision model may still read (scanned-pdf.ts). */
export class ScannedPdf extends DocumentRefused {
  override name = 'ScannedPdf';
  constructor(
    message: string,
    readonly pages: number,
  ) {
    super(message);
  }
}
