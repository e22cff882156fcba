// The citations models write in answers that used My files: "[brewline-handbook.pdf p. 9]",
// or "[notes.md]" for a file without pages (citationLabel in files-contract.ts). Several may share
// one pair of brackets ("[a.pdf p. 2; b.csv]"). Only names of the user's own files count: any other
// bracketed text stays text.

import * as v from 'valibot';
import { citationLabel } from './files-contract';

export interface CitedFile {
  id: string;
  name: string;
}

export interface Citation {
  fileId: string;
  /** The file's name as the user's list spells it. */
  name: string;
  page: number | null;
  /** "name.pdf p. 9": the citation's words, and its link's accessible name. */
  label: string;
}

/** A citation as a button in rendered answer HTML keeps it (JSON in an attribute). */
export const CitationSchema = v.object({
  fileId: v.string(),
  name: v.string(),
  page: v.nullable(v.number()),
  label: v.string(),
}) satisfies v.GenericSchema<Citation>;

/** A piece of text: plain, or one citation. */
export type CitationSegment = { text: string } | { citation: Citation };

const BRACKETS = /\[([^[\]\n]{1,400})\]/g;
const PART = /^(.+?)(?:,?\s+(?:p|pp|page|sheet)\.?\s*(\d{1,6}))?$/i;

/** Looks files up by name, ignoring case and surrounding quotes. */
export function citedFileIndex(files: readonly CitedFile[]): Map<string, CitedFile> {
  return new Map(files.map((file) => [file.name.trim().toLowerCase(), file]));
}

function citationOf(part: string, files: Map<string, CitedFile>): Citation | null {
  const match = PART.exec(part.trim());
  if (!match?.[1]) return null;
  const file = files.get(
    match[1]
      .trim()
      .replace(/^["'`]|["'`]$/g, '')
      .toLowerCase(),
  );
  if (!file) return null;
  const page = match[2] === undefined ? null : Number(match[2]);
  return { fileId: file.id, name: file.name, page, label: citationLabel(file.name, page) };
}

/**
 * Splits `text` into plain text and citations of the given files. A bracket whose parts are not all
 * citations of known files stays text, so "[see a.pdf p. 2]" or a markdown checkbox is left alone.
 */
export function splitCitations(text: string, files: Map<string, CitedFile>): CitationSegment[] {
  const segments: CitationSegment[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last && 'text' in last) last.text += value;
    else segments.push({ text: value });
  };
  for (const match of text.matchAll(BRACKETS)) {
    const inner = match[1] ?? '';
    const parts = inner.split(/\s*;\s*/);
    const citations = parts.map((part) => citationOf(part, files));
    if (citations.some((citation) => citation === null)) continue;
    pushText(text.slice(rest, match.index));
    pushText('[');
    citations.forEach((citation, index) => {
      if (index > 0) pushText('; ');
      if (citation) segments.push({ citation });
    });
    pushText(']');
    rest = match.index + match[0].length;
  }
  pushText(text.slice(rest));
  return segments;
}

/** Whether `text` holds at least one citation of the given files. */
export function hasCitations(text: string, files: Map<string, CitedFile>): boolean {
  return files.size > 0 && splitCitations(text, files).some((segment) => 'citation' in segment);
}
