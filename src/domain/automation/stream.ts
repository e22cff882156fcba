// The studio's streamed events as the page reads them (no valibot here: the page
// stays small), and the text of a piece while its sections are still arriving.
import type { GenerateResponse, StudioStreamEvent } from './contract';

type Failure = { success: false; detail: string };

/** One server-sent message as a studio event, or null when it is not one. */
export function parseStudioEvent(message: { event: string; data: string }): StudioStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const isNumber = (key: string) => typeof record[key] === 'number';
  switch (message.event) {
    case 'piece':
      return isNumber('piece') && typeof record.topic === 'string' ? { event: 'piece', data: data as { piece: number; topic: string } } : null;
    case 'outline':
      return isNumber('piece') && Array.isArray(record.sections) ? { event: 'outline', data: data as { piece: number; sections: string[] } } : null;
    case 'delta':
      return isNumber('piece') && isNumber('section') && typeof record.text === 'string' ? { event: 'delta', data: data as { piece: number; section: number; text: string } } : null;
    case 'piece_done':
      return isNumber('piece') && typeof record.content === 'string' ? { event: 'piece_done', data: data as { piece: number; content: string } } : null;
    case 'final':
      return typeof record.success === 'boolean' ? { event: 'final', data: data as GenerateResponse | Failure } : null;
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

export function applyStudioEvent(pieces: StreamingPiece[], event: StudioStreamEvent): StreamingPiece[] {
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
