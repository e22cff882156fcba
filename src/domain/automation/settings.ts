// The automation page's settings: their defaults, how saved ones
// are read back, and the generation request they make. Shared by the page and by
// the scheduled runs, which write a saved item again from its settings.
import {
  CONTENT_LENGTHS,
  PERSONAS,
  RECURRING_FREQUENCIES,
  automationTemplate,
  type ContentLength,
  type RecurringFrequency,
  type SearchInsights,
  type TemplateId,
} from './catalogue';
import { CONNECTOR_KINDS, type ConnectorKind } from '../connectors';
import type { GenerateRequestInput } from './contract';
import { RUN_MODES, type RunMode } from './run-mode';
import { restorePostImage, type PostImage } from './post-image';

export type TopicMode = 'separate' | 'combined';

export interface ContentSettings {
  fields: Record<string, string>;
  /** Blog: the topic entries (the first is the blog's topic field). */
  topics: string[];
  topicMode: TopicMode;
  personaId: string | null;
  customPersona: string;
  length: ContentLength;
  realtime: boolean;
  scheduling: boolean;
  scheduleDate: string;
  scheduleTime: string;
  recurring: boolean;
  frequency: RecurringFrequency;
  /** When a recurring schedule stops: never, after a date (endDate), or after a number of runs (maxRuns). */
  ends: ScheduleEnd;
  endDate: string;
  maxRuns: number;
  /** The connectors each scheduled run is delivered to. */
  deliverTo: ConnectorKind[];
  /** A recurring schedule: send the saved text each time, or write a new version each run. */
  runMode: RunMode;
  /** With 'write_new': deliver each new version at once instead of keeping it for review. */
  publishWithoutReview: boolean;
  /** Use in post: the image of My images the post carries, with its alt text. */
  image: PostImage | null;
}

export const SCHEDULE_ENDS = ['never', 'date', 'runs'] as const;
export type ScheduleEnd = (typeof SCHEDULE_ENDS)[number];
export const MAX_RUNS_LIMIT = 1000;

/** The blog's word count field (500...2000) and the content length it falls in, both ways. */
export const BLOG_LENGTHS: Record<string, ContentLength> = { '500': 'short', '1000': 'medium', '1500': 'long', '2000': 'long' };
export const BLOG_WORD_COUNTS: Record<ContentLength, string> = { short: '500', medium: '1000', long: '2000' };

export function initialSettings(template: TemplateId, handoff: { subject: string } | null = null): ContentSettings {
  const { fields: templateFields, subjectField } = automationTemplate(template);
  const fields = Object.fromEntries(templateFields.map((field) => [field.id, field.options?.[0] ?? '']));
  if (template === 'blog') fields.length = '1000';
  if (handoff) fields[subjectField] = handoff.subject;
  return {
    fields,
    topics: [handoff && template === 'blog' ? handoff.subject : ''],
    topicMode: 'separate',
    personaId: null,
    customPersona: '',
    length: 'medium',
    realtime: false,
    scheduling: false,
    scheduleDate: '',
    scheduleTime: '09:00',
    recurring: false,
    frequency: RECURRING_FREQUENCIES[1],
    ends: 'never',
    endDate: '',
    maxRuns: 4,
    deliverTo: [],
    runMode: 'send_saved',
    publishWithoutReview: false,
    image: null,
  };
}

/** Settings saved with an item, read back into the automation page: each known setting of the right kind, the rest from the defaults. */
export function restoreSettings(template: TemplateId, saved: unknown): ContentSettings {
  const base = initialSettings(template);
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  const isText = (value: unknown): value is string => typeof value === 'string';
  const raw = isRecord(saved) ? saved : {};
  const text = (value: unknown, fallback: string) => (isText(value) ? value : fallback);
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T) =>
    options.find((option) => option === value) ?? fallback;
  const fields = isRecord(raw.fields) ? raw.fields : {};
  const savedTopics: unknown[] = Array.isArray(raw.topics) ? raw.topics : [];
  const topics = savedTopics.length > 0 && savedTopics.every(isText) ? savedTopics : base.topics;
  const deliverTo: unknown[] = Array.isArray(raw.deliverTo) ? raw.deliverTo : [];
  return {
    fields: Object.fromEntries(Object.entries(base.fields).map(([id, value]) => [id, text(fields[id], value)])),
    topics,
    topicMode: oneOf(raw.topicMode, ['separate', 'combined'] as const, base.topicMode),
    personaId: typeof raw.personaId === 'string' && PERSONAS.some((persona) => persona.id === raw.personaId) ? raw.personaId : null,
    customPersona: text(raw.customPersona, ''),
    length: oneOf(raw.length, CONTENT_LENGTHS, base.length),
    realtime: flag(raw.realtime, false),
    scheduling: flag(raw.scheduling, false),
    scheduleDate: text(raw.scheduleDate, ''),
    scheduleTime: text(raw.scheduleTime, base.scheduleTime),
    recurring: flag(raw.recurring, false),
    frequency: oneOf(raw.frequency, RECURRING_FREQUENCIES, base.frequency),
    ends: oneOf(raw.ends, SCHEDULE_ENDS, base.ends),
    endDate: text(raw.endDate, ''),
    deliverTo: CONNECTOR_KINDS.filter((kind) => deliverTo.includes(kind)),
    runMode: oneOf(raw.runMode, RUN_MODES, base.runMode),
    publishWithoutReview: flag(raw.publishWithoutReview, false),
    image: restorePostImage(raw.image),
    maxRuns:
      typeof raw.maxRuns === 'number' && Number.isInteger(raw.maxRuns) && raw.maxRuns >= 1 && raw.maxRuns <= MAX_RUNS_LIMIT
        ? raw.maxRuns
        : base.maxRuns,
  };
}

/** The persona as the request's `tone` and as the content's header names it. */
export function personaOf(settings: ContentSettings): { tone: string; label: string } {
  const custom = settings.customPersona.trim();
  if (custom) return { tone: custom, label: 'Custom persona' };
  const persona = PERSONAS.find((entry) => entry.id === settings.personaId);
  return persona ? { tone: persona.tone.toLowerCase(), label: persona.name } : { tone: '', label: 'Default' };
}

/** The request for these settings; null (with the reason) when the subject is missing. */
export function automationRequest(
  template: TemplateId,
  settings: ContentSettings,
  insights: SearchInsights | null,
  userId?: string,
): GenerateRequestInput | { missing: string; field: string } {
  const persona = personaOf(settings);
  const fields = Object.fromEntries(
    Object.entries(settings.fields).filter(([id, value]) => value.trim() && id !== automationTemplate(template).subjectField),
  );
  const common = {
    template_type: template,
    ...(userId ? { user_id: userId } : {}),
    tone: persona.tone,
    word_count: settings.length,
    fields,
    ...(settings.realtime && insights ? { search: insights } : {}),
  };
  if (template === 'blog') {
    const topics = settings.topics.map((topic) => topic.trim()).filter(Boolean);
    // A post about nothing would spend a generation on a placeholder: the topic is asked for.
    if (topics.length === 0) return { missing: 'Please enter a topic.', field: 'topic' };
    const chosen = topics;
    const keywords = (settings.fields.keywords ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean);
    if (settings.topicMode === 'combined' || chosen.length === 1) return { ...common, topic: chosen.join(', '), keywords };
    return { ...common, topic: chosen[0]!, topics: chosen, keywords };
  }
  const subject = settings.fields[automationTemplate(template).subjectField]?.trim() ?? '';
  if (!subject)
    return {
      missing: template === 'youtube' ? 'Please enter a video topic.' : 'Please enter the message of your post.',
      field: automationTemplate(template).subjectField,
    };
  return { ...common, topic: subject, keywords: [] };
}

/** The schedule a save stores: its first run and, for a recurring one, its frequency and end; null first run when scheduling is off. */
export function scheduleOf(settings: ContentSettings): {
  scheduledAt: string | null;
  recurring: boolean;
  frequency: RecurringFrequency | null;
  endsAt: string | null;
  maxRuns: number | null;
  runMode: RunMode;
  publishWithoutReview: boolean;
} {
  const at =
    settings.scheduling && settings.scheduleDate && settings.scheduleTime
      ? new Date(`${settings.scheduleDate}T${settings.scheduleTime}`)
      : null;
  const scheduledAt = at && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
  const recurring = Boolean(scheduledAt) && settings.recurring;
  const end = recurring && settings.ends === 'date' && settings.endDate ? new Date(`${settings.endDate}T23:59:59`) : null;
  return {
    scheduledAt,
    recurring,
    frequency: recurring ? settings.frequency : null,
    endsAt: end && !Number.isNaN(end.getTime()) ? end.toISOString() : null,
    maxRuns: recurring && settings.ends === 'runs' ? settings.maxRuns : null,
    // a one-time item always sends its saved version
    runMode: recurring ? settings.runMode : 'send_saved',
    publishWithoutReview: recurring && settings.runMode === 'write_new' && settings.publishWithoutReview,
  };
}

/**
 * How long ago a schedule's time may be and still count as "now": a time picked this
 * minute and saved a minute later, or a clock a little behind the server's. The server
 * allows the same (supabase/migrations/20261128041500_content_save_time_and_review.sql).
 */
export const SCHEDULE_GRACE_MINUTES = 5;

/**
 * Whether a save would set a schedule time that has passed ("Choose a later time").
 * The time the item already has (`stored`, a weekly post's first run months ago) is
 * not a new choice, so re-saving it is never refused.
 */
export function schedulePassed(scheduledAt: string | null, stored: string | null, now: Date): boolean {
  if (!scheduledAt) return false;
  const at = new Date(scheduledAt).getTime();
  if (stored && new Date(stored).getTime() === at) return false;
  return at < now.getTime() - SCHEDULE_GRACE_MINUTES * 60_000;
}

/** What 'Fetch Search Insights' searches for: the blog's topics (joined), else the template's subject; '' when none. */
export function searchTopic(template: TemplateId, settings: ContentSettings): string {
  if (template === 'blog')
    return settings.topics
      .map((topic) => topic.trim())
      .filter(Boolean)
      .join(', ');
  return settings.fields[automationTemplate(template).subjectField]?.trim() ?? '';
}
