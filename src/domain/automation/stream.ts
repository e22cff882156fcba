// The automation page's streamed events as the page reads them (no valibot here: the page
// stays small), and the text of a piece while its sections are still arriving.
import { eventObject, isRecord } from '../sse';
import type { GeneratedPiece, GenerateResponse, AutomationStreamEvent } from './contract';

type Failure = { success: false; detail: string };

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The final event's data: the whole response, every field checked, or the failure (its detail, or none). */
function finalOf(data: Record<string, unknown>): GenerateResponse | Failure | null {
  if (data.success === false) return { success: false, detail: isText(data.detail) ? data.detail : '' };
  if (
    data.success !== true ||
    !isText(data.content) ||
    !isText(data.model_used) ||
    typeof data.demo !== 'boolean' ||
    !Array.isArray(data.pieces)
  )
    return null;
  const listed: unknown[] = data.pieces;
  const pieces: GeneratedPiece[] = [];
  for (const piece of listed) {
    if (!isRecord(piece) || !isText(piece.topic) || !isText(piece.content)) return null;
    pieces.push({ topic: piece.topic, content: piece.content });
  }
  return { success: true, content: data.content, model_used: data.model_used, pieces, demo: data.demo };
}

/** One server-sent message as an automation event (each field checked), or null when it is not one. */
export function parseAutomationEvent(message: { event: string; data: string }): AutomationStreamEvent | null {
  const data = eventObject(message.data);
  if (!data) return null;
  const { piece } = data;
  switch (message.event) {
    case 'piece':
      return isNumber(piece) && isText(data.topic) ? { event: 'piece', data: { piece, topic: data.topic } } : null;
    case 'outline': {
      const sections: unknown[] = Array.isArray(data.sections) ? data.sections : [];
      return isNumber(piece) && Array.isArray(data.sections) && sections.every(isText)
        ? { event: 'outline', data: { piece, sections } }
        : null;
    }
    case 'delta':
      return isNumber(piece) && isNumber(data.section) && isText(data.text)
        ? { event: 'delta', data: { piece, section: data.section, text: data.text } }
        : null;
    case 'piece_done':
      return isNumber(piece) && isText(data.content) ? { event: 'piece_done', data: { piece, content: data.content } } : null;
    case 'final': {
      const final = finalOf(data);
      return final ? { event: 'final', data: final } : null;
    }
    default:
      return null;
  }
}

/** A piece as it streams: its topic, its planned sections and the text of each so far. */
export interface StreamingPiece {
  topic: string;
  sections: string[];
  texts: string[];
  done: string | null;
}

export function applyAutomationEvent(pieces: StreamingPiece[], event: AutomationStreamEvent): StreamingPiece[] {
  const next = [...pieces];
  const at = (index: number) => (next[index] ??= { topic: '', sections: [], texts: [], done: null });
  switch (event.event) {
    case 'piece':
      next[event.data.piece] = { ...at(event.data.piece), topic: event.data.topic };
      break;
    case 'outline':
      next[event.data.piece] = { ...at(event.data.piece), sections: event.data.sections };
      break;
    case 'delta': {
      const piece = at(event.data.piece);
      const texts = [...piece.texts];
      texts[event.data.section] = (texts[event.data.section] ?? '') + event.data.text;
      next[event.data.piece] = { ...piece, texts };
      break;
    }
    case 'piece_done':
      next[event.data.piece] = { ...at(event.data.piece), done: event.data.content };
      break;
    default:
      break;
  }
  return next;
}

/** What a streaming piece reads like so far: finished text, or its sections in order. */
export function streamingText(piece: StreamingPiece): string {
  if (piece.done !== null) return piece.done;
  return piece.texts.filter(Boolean).join('\n\n');
}

/** What a stopped generation had written: each piece's text so far (under its topic when there are several), '' for nothing. */
export function stoppedText(pieces: readonly StreamingPiece[]): string {
  const written = pieces.map((piece) => ({ topic: piece.topic, text: streamingText(piece).trim() })).filter((piece) => piece.text);
  if (written.length <= 1 || pieces.length <= 1) return written[0]?.text ?? '';
  return written.map((piece) => `## ${piece.topic}\n\n${piece.text}`).join('\n\n');
}
