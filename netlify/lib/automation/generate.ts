// Writes automation content (POST /api/ai/automation/generate). A short piece is one
// streamed call. A long one is planned first (an outline as JSON), then its
// sections are written in parallel, each a short call: a slow model still finishes
// well inside Netlify's 60 s limit. A blog run in 'separate' mode writes one piece
// per topic, also in parallel. Every call streams its text as it is written.
import * as v from 'valibot';
import { PROVIDERS } from '#domain/providers.ts';
import type { ContentLength, TemplateId } from '#domain/automation/catalogue.ts';
import type { GeneratedPiece, GenerateRequest, GenerateResponse, AutomationStreamEvent } from '#domain/automation/contract.ts';
import { askModel } from '../ai/fan-out.ts';
import { completeText } from '../ai/complete.ts';
import type { ChatTarget } from '../ai/model-routing.ts';
import { AiProviderError, describeFailure, keyOwnerOf } from '../ai/provider-call.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { demoOutline, demoSection, DEMO_LABEL } from './demo-writer.ts';
import { fitCharacters } from './fit.ts';
import { brief, outlinePrompt, sectionPrompt, socialCharacterLimit, sourcesList, systemPrompt, targetWords } from './prompt.ts';

/** How many sections a piece is written in (1: a single call). */
const SECTIONS: Record<TemplateId, Record<ContentLength, number>> = {
  blog: { short: 1, medium: 4, long: 6 },
  youtube: { short: 2, medium: 4, long: 6 },
  social: { short: 1, medium: 1, long: 1 },
};

export type AutomationEventSink = (event: AutomationStreamEvent) => void;

const OutlineSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  sections: v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))),
});

/** The outline in the model's answer (its JSON object), or null when there is none that fits. */
export function parseOutline(answer: string, sections: number): { title: string; sections: string[] } | null {
  const match = /\{[\s\S]*\}/.exec(answer);
  if (!match) return null;
  try {
    const parsed = v.safeParse(OutlineSchema, JSON.parse(match[0]));
    if (!parsed.success) return null;
    const strip = (heading: string) => heading.replace(/^#+\s*/, '').trim();
    const headings = parsed.output.sections.map(strip).filter(Boolean);
    const title = strip(parsed.output.title);
    if (!title || headings.length < sections) return null;
    return { title, sections: headings.slice(0, sections) };
  } catch {
    return null;
  }
}

/** What the model used is called in the content's first line and in `model_used`. */
export function modelUsed(target: ChatTarget): string {
  if (target.provider === 'demo') return 'Demo writer (offline)';
  return `${target.model} (${target.credentials?.label ?? PROVIDERS[target.provider].label})`;
}

interface PieceJob {
  request: GenerateRequest;
  target: ChatTarget;
  topic: string;
  piece: number;
  signal: AbortSignal;
  emit: AutomationEventSink;
}

async function planPiece({ request, target, topic, signal }: PieceJob, sections: number): Promise<{ title: string; sections: string[] }> {
  if (target.provider === 'demo') return demoOutline(request.template_type, topic, sections);
  const answer = await completeText({
    provider: target.provider,
    model: target.model,
    credentials: target.credentials,
    system: systemPrompt(request),
    messages: [{ role: 'user', content: outlinePrompt(request, topic, sections) }],
    json: true,
    maxTokens: 400,
    signal: AbortSignal.any([signal, AbortSignal.timeout(serverConfig().timeoutsMs.automationOutline)]),
  });
  // A model that cannot plan still gets a sensible plan: the piece is written either way.
  return parseOutline(answer, sections) ?? demoOutline(request.template_type, topic, sections);
}

async function writeSection(job: PieceJob, prompt: string, words: number, section: number, demoText: string): Promise<string> {
  return askModel({
    target: job.target,
    system: systemPrompt(job.request),
    messages: [{ role: 'user', content: prompt }],
    signal: job.signal,
    timeoutMs: serverConfig().timeoutsMs.automationSection,
    maxTokens: Math.ceil(words * 2) + 200,
    demoText,
    onDelta: (text) => job.emit({ event: 'delta', data: { piece: job.piece, section, text } }),
  });
}

async function writePiece(job: PieceJob): Promise<string> {
  const { request, topic } = job;
  const template = request.template_type;
  const count = SECTIONS[template][request.word_count];
  const words = targetWords(template, request.word_count);
  const middle = Math.round((words.min + words.max) / 2);
  if (count === 1) {
    const demoText = demoSection(template, topic, null, middle);
    const text = (await writeSection(job, brief(request, topic), middle, 0, demoText)).trim();
    return template === 'social' ? fitCharacters(text, socialCharacterLimit(request)) : text;
  }
  const plan = await planPiece(job, count);
  job.emit({ event: 'outline', data: { piece: job.piece, sections: plan.sections } });
  const perSection = Math.round(middle / count);
  const parts = await Promise.all(
    plan.sections.map(async (heading, index) => {
      const text = (
        await writeSection(
          job,
          sectionPrompt(request, topic, plan, index, perSection),
          perSection,
          index,
          demoSection(template, topic, heading, perSection),
        )
      ).trim();
      return /^##\s/.test(text) ? text : `## ${heading}\n\n${text}`;
    }),
  );
  return [`# ${plan.title}`, ...parts].join('\n\n');
}

/** A piece as the user gets it: written, then its live sources listed (blog and video). */
async function writeCitedPiece(job: PieceJob): Promise<string> {
  const body = await writePiece(job);
  const sources = body ? sourcesList(job.request) : '';
  return sources ? `${body}\n\n${sources}` : body;
}

/** The topics a request writes: the separate blog topics, else its one topic. */
export function pieceTopics(request: GenerateRequest): string[] {
  if (request.template_type === 'blog' && request.topics?.length) return request.topics;
  return [request.topic];
}

/**
 * Writes every piece of the request in parallel, streaming through `emit`. One
 * piece failing leaves the others standing; when every piece fails, a 502 with the
 * first reason.
 */
export async function generateContent(
  request: GenerateRequest,
  target: ChatTarget,
  signal: AbortSignal,
  emit: AutomationEventSink = () => {},
): Promise<GenerateResponse> {
  const topics = pieceTopics(request);
  const pieces: (GeneratedPiece & { error?: string })[] = await Promise.all(
    topics.map(async (topic, piece) => {
      emit({ event: 'piece', data: { piece, topic } });
      try {
        const body = await writeCitedPiece({ request, target, topic, piece, signal, emit });
        if (!body) throw new AiProviderError('The model returned no text. Please try again.', undefined);
        const content = target.provider === 'demo' ? `${DEMO_LABEL}\n\n${body}` : body;
        emit({ event: 'piece_done', data: { piece, content } });
        return { topic, content };
      } catch (error) {
        const label = target.credentials?.label ?? (target.provider === 'demo' ? 'The demo writer' : PROVIDERS[target.provider].label);
        const reason =
          error instanceof AiProviderError ? error.message : describeFailure(label, error, keyOwnerOf(target.credentials)).message;
        return { topic, content: '', error: reason };
      }
    }),
  );
  const written = pieces.filter((piece) => !piece.error);
  if (written.length === 0) throw new HttpError(502, pieces[0]?.error ?? 'The content could not be written. Please try again.');
  const content =
    pieces.length === 1
      ? written[0]!.content
      : pieces.map((piece) => (piece.error ? `> ${piece.topic}: ${piece.error}` : piece.content)).join('\n\n---\n\n');
  return { success: true, content, model_used: modelUsed(target), pieces, demo: target.provider === 'demo' };
}
