// Text kinds (CSV, text, Markdown, HTML) are only taken as text: UTF-8 without NUL
// bytes, or UTF-16 announced by its byte-order mark. Anything else is binary, and a
// binary file behind a .txt name is refused rather than read as mojibake.

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** The encoding the bytes announce with a byte-order mark, else utf-8. */
function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  return 'utf-8';
}

/**
 * The text the bytes hold, or null when they are not text. `truncated` says the bytes
 * are only the start of the file, so a character cut at the end is not an error.
 */
export function decodeText(bytes: Uint8Array, truncated = false): string | null {
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8' && bytes.includes(0)) return null;
  try {
    // ignoreBOM: false (the default) drops the mark itself from the text.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: truncated });
  } catch {
    return null;
  }
}

/** The whole file's text once its start passed as text: a stray invalid byte deep inside becomes U+FFFD instead of losing the file. */
export function decodeTextLossy(bytes: Uint8Array): string | null {
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8' && bytes.includes(0)) return null;
  return new TextDecoder(encoding).decode(bytes);
}
