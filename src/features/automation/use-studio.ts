// The studio's state (spec section 4, "Studio"): the chosen template and its
// settings, and the generation, streamed into view and then editable.
import { useEffect, useRef, useState } from 'react';
import { mutate as revalidate } from 'swr';
import { CONTENT_LENGTHS, PERSONAS, RECURRING_FREQUENCIES, studioTemplate, type ContentLength, type RecurringFrequency, type SearchInsights, type TemplateId, type TrendingTopic } from '../../domain/studio/catalogue';
import type { GenerateRequestInput } from '../../domain/studio/contract';
import { contentHeader, scheduleFooter, withHeaderAndFooter } from '../../domain/studio/format';
import { applyStudioEvent, type StreamingPiece } from '../../domain/studio/stream';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { contentItemsKey, saveContentItem, type ContentItem } from './api/content-items';
import { generateContent } from './api/generate-content';
import { fetchSearchInsights } from './api/search-insights';
import { readStudioHandoff, removeStudioHandoff, type StudioHandoff } from './handoff';

export type TopicMode = 'separate' | 'combined';

export interface StudioSettings {
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
}

/** The blog's word count field (500...2000) and the content length it falls in, both ways. */
const BLOG_LENGTHS: Record<string, ContentLength> = { '500': 'short', '1000': 'medium', '1500': 'long', '2000': 'long' };
const BLOG_WORD_COUNTS: Record<ContentLength, string> = { short: '500', medium: '1000', long: '2000' };

export function initialSettings(template: TemplateId, handoff: StudioHandoff | null = null): StudioSettings {
  const { fields: templateFields, subjectField } = studioTemplate(template);
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
  };
}

/** Settings saved with an item, read back into the studio: each known setting of the right kind, the rest from the defaults. */
export function restoreSettings(template: TemplateId, saved: unknown): StudioSettings {
  const base = initialSettings(template);
  const raw = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T) => (options.includes(value as T) ? (value as T) : fallback);
  const fields = (raw.fields && typeof raw.fields === 'object' ? raw.fields : {}) as Record<string, unknown>;
  const topics = Array.isArray(raw.topics) && raw.topics.length > 0 && raw.topics.every((topic) => typeof topic === 'string') ? (raw.topics as string[]) : base.topics;
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
  };
}

/** The persona as the request's `tone` and as the content's header names it. */
function personaOf(settings: StudioSettings): { tone: string; label: string } {
  const custom = settings.customPersona.trim();
  if (custom) return { tone: custom, label: 'Custom persona' };
  const persona = PERSONAS.find((entry) => entry.id === settings.personaId);
  return persona ? { tone: persona.tone.toLowerCase(), label: persona.name } : { tone: '', label: 'Default' };
}

/** The request for these settings; null (with the reason) when the subject is missing. */
export function studioRequest(template: TemplateId, settings: StudioSettings, insights: SearchInsights | null, userId: string): GenerateRequestInput | { missing: string } {
  const persona = personaOf(settings);
  const fields = Object.fromEntries(Object.entries(settings.fields).filter(([id, value]) => value.trim() && id !== studioTemplate(template).subjectField));
  const common = { template_type: template, user_id: userId, tone: persona.tone, word_count: settings.length, fields, ...(settings.realtime && insights ? { search: insights } : {}) };
  if (template === 'blog') {
    const topics = settings.topics.map((topic) => topic.trim()).filter(Boolean);
    const chosen = topics.length ? topics : ['Your Topic'];
    const keywords = (settings.fields.keywords ?? '').split(',').map((keyword) => keyword.trim()).filter(Boolean);
    if (settings.topicMode === 'combined' || chosen.length === 1) return { ...common, topic: chosen.join(', '), keywords };
    return { ...common, topic: chosen[0]!, topics: chosen, keywords };
  }
  const subject = settings.fields[studioTemplate(template).subjectField]?.trim() ?? '';
  if (!subject) return { missing: template === 'youtube' ? 'Please enter a video topic.' : 'Please enter the message of your post.' };
  return { ...common, topic: subject, keywords: [] };
}

/** What 'Fetch Search Insights' searches for: the blog's topics (joined), else the template's subject; '' when none. */
export function searchTopic(template: TemplateId, settings: StudioSettings): string {
  if (template === 'blog') return settings.topics.map((topic) => topic.trim()).filter(Boolean).join(', ');
  return settings.fields[studioTemplate(template).subjectField]?.trim() ?? '';
}

/** The local date and time of the schedule as an instant, or null when scheduling is off or incomplete. */
function scheduledInstant(settings: StudioSettings): string | null {
  if (!settings.scheduling || !settings.scheduleDate || !settings.scheduleTime) return null;
  const at = new Date(`${settings.scheduleDate}T${settings.scheduleTime}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function useStudio(template: TemplateId, item: ContentItem | null = null) {
  const { user } = useAuth();
  const [handoff] = useState(() => (item ? null : readStudioHandoff(template)));
  const [settings, setSettings] = useState(() => (item ? restoreSettings(template, item.settings) : initialSettings(template, handoff)));
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(item ? { id: item.id, version: item.version } : null);
  const [saving, setSaving] = useState(false);
  const [insights, setInsights] = useState<SearchInsights | null>(null);
  const [trending, setTrending] = useState<readonly TrendingTopic[] | null>(null);
  const [streaming, setStreaming] = useState<StreamingPiece[] | null>(null);
  const [content, setContent] = useState(item?.content ?? handoff?.content ?? '');
  const [generating, setGenerating] = useState(false);
  const stop = useRef<AbortController | null>(null);

  // Read once when the template opened; removed so a later visit starts clean.
  useEffect(() => {
    if (!handoff) return;
    removeStudioHandoff(template);
    notify({ title: 'AI suggestion loaded!', description: 'Pre-filled from your chat' });
  }, [handoff, template]);

  const update = (patch: Partial<StudioSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const setField = (id: string, value: string) =>
    setSettings((current) => ({
      ...current,
      fields: { ...current.fields, [id]: value },
      // The blog's length field and the length guidance say the same thing.
      ...(template === 'blog' && id === 'length' && BLOG_LENGTHS[value] ? { length: BLOG_LENGTHS[value] } : {}),
    }));

  const setLength = (length: ContentLength) =>
    setSettings((current) => ({ ...current, length, ...(template === 'blog' ? { fields: { ...current.fields, length: BLOG_WORD_COUNTS[length] } } : {}) }));

  async function generate() {
    if (!user) {
      notify({ title: 'Authentication Required', description: 'Please sign in to generate content.', variant: 'destructive' });
      return;
    }
    const request = studioRequest(template, settings, insights, user.id);
    if ('missing' in request) {
      notify({ title: 'Generation Failed', description: request.missing, variant: 'destructive' });
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setGenerating(true);
    setStreaming([]);
    try {
      // Real-time search on and none fetched for this topic yet: fetch it first, so the piece can cite it.
      const topic = searchTopic(template, settings);
      let withSearch = request;
      if (settings.realtime && topic && (!insights || (insights.source === 'live' && insights.topic !== topic))) {
        const search = await fetchSearchInsights(topic, controller.signal);
        setInsights(search);
        withSearch = { ...request, search };
      }
      const result = await generateContent(withSearch, (event) => setStreaming((pieces) => applyStudioEvent(pieces ?? [], event)), controller.signal);
      const persona = personaOf(settings);
      const footer = settings.scheduling && settings.scheduleDate ? scheduleFooter(settings.scheduleDate, settings.scheduleTime) : null;
      setContent(withHeaderAndFooter(result.content, contentHeader(result.model_used, persona.label, template), footer));
      notify({ title: 'Content Generated!', description: `Created with ${result.model_used} using the ${persona.label === 'Default' ? 'default' : persona.label} persona.` });
    } catch (error) {
      if ((error as Error).name === 'AbortError') notify({ title: 'Generation stopped', description: 'Nothing was replaced. Generate again when you are ready.' });
      else notify({ title: 'Generation Failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setStreaming(null);
      setGenerating(false);
      stop.current = null;
    }
  }

  async function save() {
    if (!user) {
      notify({ title: 'Authentication Required', description: 'Please sign in to save content.', variant: 'destructive' });
      return;
    }
    if (!content.trim()) {
      notify({ title: 'Nothing to save yet', description: 'Generate or write some content first.', variant: 'destructive' });
      return;
    }
    const { subjectField, name } = studioTemplate(template);
    const subject = (template === 'blog' ? settings.topics.find((topic) => topic.trim()) : settings.fields[subjectField])?.trim();
    const scheduledAt = scheduledInstant(settings);
    setSaving(true);
    try {
      const result = await saveContentItem({
        id: saved?.id ?? null,
        template,
        title: (subject || name).slice(0, 200),
        settings: { ...settings },
        content,
        scheduledAt,
        recurring: settings.recurring,
        frequency: settings.recurring ? settings.frequency : null,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
      });
      setSaved({ id: result.id, version: result.version });
      void revalidate(contentItemsKey(user.id));
      notify({ title: 'Content Saved', description: scheduledAt ? `Scheduled for ${settings.scheduleDate} at ${settings.scheduleTime}` : 'Saved to drafts' });
    } catch (error) {
      notify({ title: 'Could not save', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return {
    saved,
    saving,
    save: () => void save(),
    settings,
    update,
    setField,
    setLength,
    insights,
    setInsights,
    trending,
    setTrending,
    streaming,
    content,
    setContent,
    generating,
    generate: () => void generate(),
    stop: () => stop.current?.abort(),
  };
}

export type Studio = ReturnType<typeof useStudio>;
