// A chat as a file: Markdown to read or paste elsewhere, JSON for other tools. Both
// hold the same things: each question, each model's answer under its name, the
// synthesis and the AI merge. Failed answers are left out (they say nothing). A turn
// exported while its answers were still arriving holds what was on screen, marked
// incomplete (the turn, and each answer still arriving), so the file never passes a
// partial answer off as the whole one.
import { fileNameFrom } from './file-name';

export interface ExportTurn {
  question: string;
  responses: { model: string; response: string; error?: string | null | undefined; incomplete?: boolean | undefined }[];
  synthesized: string | null;
  merged: { model: string; response: string } | null;
  /** The answers were still arriving: what had arrived is exported, marked so. */
  incomplete?: boolean | undefined;
}

/** The line a Markdown export gives a turn whose answers were still arriving. */
export const INCOMPLETE_TURN_NOTE = '_(incomplete: the answers were still arriving)_';

export interface ChatExport {
  title: string;
  exported_at: string;
  turns: {
    question: string;
    /** Present (true) only on a turn exported while its answers were still arriving. */
    incomplete?: true;
    answers: { model: string; response: string; incomplete?: true }[];
    synthesis: string | null;
    merge: { model: string; response: string } | null;
  }[];
}

export function chatExport(title: string, turns: readonly ExportTurn[], now = new Date()): ChatExport {
  return {
    title,
    exported_at: now.toISOString(),
    turns: turns.map((turn) => ({
      question: turn.question,
      ...(turn.incomplete ? { incomplete: true as const } : {}),
      answers: turn.responses
        .filter((answer) => !answer.error && answer.response.trim())
        .map(({ model, response, incomplete }) => ({ model, response, ...(incomplete ? { incomplete: true as const } : {}) })),
      synthesis: turn.synthesized,
      merge: turn.merged ? { model: turn.merged.model, response: turn.merged.response } : null,
    })),
  };
}

export function chatToJson(title: string, turns: readonly ExportTurn[], now = new Date()): string {
  return `${JSON.stringify(chatExport(title, turns, now), null, 2)}\n`;
}

export function chatToMarkdown(title: string, turns: readonly ExportTurn[], now = new Date()): string {
  const data = chatExport(title, turns, now);
  const parts = [`# ${data.title}`, `_Exported ${data.exported_at.slice(0, 10)} from AI Business Hub_`];
  data.turns.forEach((turn, index) => {
    parts.push(`## ${index + 1}. ${turn.question.replace(/\s+/g, ' ').trim()}`);
    if (turn.question.includes('\n')) parts.push(turn.question.trim());
    if (turn.incomplete) parts.push(INCOMPLETE_TURN_NOTE);
    for (const answer of turn.answers) parts.push(`### ${answer.model}${answer.incomplete ? ' (incomplete)' : ''}`, answer.response.trim());
    if (turn.synthesis) parts.push('### Synthesis', turn.synthesis.trim());
    if (turn.merge) parts.push(`### Merged by ${turn.merge.model}`, turn.merge.response.trim());
  });
  return `${parts.join('\n\n')}\n`;
}

/** `<title>.md` or `<title>.json`, safe for any file system. */
export const chatFileName = (title: string, format: 'md' | 'json') => fileNameFrom(title, 'chat', format);
