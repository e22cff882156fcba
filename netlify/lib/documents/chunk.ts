// Cuts a document into passages: the unit a question is matched against and a
// citation points to. A passage never straddles a page or a heading (so its citation
// is exact), aims at 1,200-1,800 characters (enough context to answer from, small
// enough to rank sharply), and breaks between paragraphs, else between sentences,
// else between words.
import { FILE_MESSAGES } from '#domain/files-contract.ts';
import { DocumentRefused } from './refused.ts';

export interface ExtractedPassage {
  page: number | null;
  heading: string | null;
  /** 1..8000 characters, whitespace normalized. */
  content: string;
}

/** A run of a document under one page and heading, as a reader found it. */
export interface Section {
  page: number | null;
  heading: string | null;
  /** Paragraphs, list items or table rows, in order. */
  blocks: string[];
  /** What joins blocks inside a passage: a blank line between paragraphs, a line break between rows. */
  joiner?: '\n\n' | '\n';
}

export const PASSAGE_TARGET = { min: 1200, max: 1800 } as const;
export const PASSAGES_MAX = 20_000;

/** Spaces collapsed, lines trimmed, blank lines dropped; single line breaks kept (rows, list items, verse). */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** One sentence (or line) of a block, with what joined it to the previous one. */
interface Piece {
  text: string;
  join: string;
  /** The length of the whole block when this piece starts one, else 0. */
  blockLength: number;
}

// A sentence longer than a passage is cut into runs this long (between words if it
// has any), fine enough to top up a short passage and to fill the next ones.
const LONG_RUN = 300;

/** A sentence as runs of at most LONG_RUN characters, each with what joins it to the run before (a space, or nothing inside a cut word). */
function runsOf(sentence: string): { text: string; join: string }[] {
  if (sentence.length <= LONG_RUN) return [{ text: sentence, join: ' ' }];
  const runs: { text: string; join: string }[] = [];
  for (const word of sentence.split(' ')) {
    for (let at = 0; at < word.length; at += LONG_RUN) {
      const part = word.slice(at, at + LONG_RUN);
      const last = runs[runs.length - 1];
      if (at === 0 && last && last.text.length + 1 + part.length <= LONG_RUN) last.text += ` ${part}`;
      else runs.push({ text: part, join: at === 0 ? ' ' : '' });
    }
  }
  return runs;
}

/** A block cut after sentence ends and at line breaks (long sentences further), in order. */
function piecesOf(block: string, joiner: string): Piece[] {
  // Odd indexes hold the separators the split kept.
  const parts = block.split(/((?<=[.!?…。！？])[^\S\n]+|\n)/);
  const pieces: Piece[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const separator = i === 0 ? joiner : (parts[i - 1] as string).includes('\n') ? '\n' : ' ';
    runsOf(parts[i] as string).forEach((run, j) => {
      pieces.push({ text: run.text, join: j === 0 ? separator : run.join, blockLength: i === 0 && j === 0 ? block.length : 0 });
    });
  }
  return pieces;
}

/**
 * The passages of one section. Pieces are added while they fit the maximum; once a
 * passage has its minimum it closes at the next block that would not fit whole, so
 * cuts fall between paragraphs and only a short passage is topped up mid-paragraph.
 */
function sectionPassages(section: Section): string[] {
  const joiner = section.joiner ?? '\n\n';
  const { min, max } = PASSAGE_TARGET;
  const passages: string[] = [];
  let current = '';
  for (const block of section.blocks.map(normalizeWhitespace).filter(Boolean)) {
    for (const piece of piecesOf(block, joiner)) {
      if (!current) {
        current = piece.text;
        continue;
      }
      const fits = current.length + piece.join.length + piece.text.length <= max;
      const closeAtBlock = piece.blockLength > 0 && current.length >= min && current.length + piece.join.length + piece.blockLength > max;
      if (fits && !closeAtBlock) current += piece.join + piece.text;
      else {
        passages.push(current);
        current = piece.text;
      }
    }
  }
  if (current) passages.push(current);
  return passages;
}

/** The document's passages, in reading order. Refuses a document of more than PASSAGES_MAX passages. */
export function chunkSections(sections: Iterable<Section>, name: string): ExtractedPassage[] {
  const passages: ExtractedPassage[] = [];
  for (const section of sections) {
    const heading = section.heading === null ? null : normalizeWhitespace(section.heading).replace(/\n/g, ' ').slice(0, 500) || null;
    for (const content of sectionPassages(section)) {
      if (passages.length >= PASSAGES_MAX) throw new DocumentRefused(FILE_MESSAGES.expandsTooFar(name));
      passages.push({ page: section.page, heading, content });
    }
  }
  return passages;
}
