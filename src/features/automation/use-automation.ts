// The automation page's state: the chosen template and its
// settings (src/domain/automation/settings.ts), and the generation, streamed into view
// and then editable.
import { useEffect, useRef, useState } from 'react';
import { mutate as revalidate } from 'swr';
import {
  automationTemplate,
  type ContentLength,
  type SearchInsights,
  type TemplateId,
  type TrendingTopic,
} from '../../domain/automation/catalogue';
import { contentHeaderLines, scheduleLine, separateLegacyMeta, type ContentMeta } from '../../domain/automation/format';
import {
  BLOG_LENGTHS,
  BLOG_WORD_COUNTS,
  initialSettings,
  personaOf,
  restoreSettings,
  scheduleOf,
  schedulePassed,
  searchTopic,
  automationRequest,
  type ContentSettings,
} from '../../domain/automation/settings';
import type { ContentDraft } from '../../domain/automation/draft-contract';
import { IMAGE_ALT_FIELD, POST_IMAGE_ALT_MISSING } from '../../domain/automation/post-image';
import { applyAutomationEvent, stoppedText, type StreamingPiece } from '../../domain/automation/stream';
import type { GenerateResponse } from '../../domain/automation/contract';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { contentItemsKey, type ContentItem } from './api/list-content-items';
import { saveContentItem } from './api/save-content-item';
import { approveVersion } from './api/approve-version';
import { approvalNotice } from './review/approval-notice';
import { refreshReviewCounts } from '../../lib/review-count';
import { generateContent } from './api/generate-content';
import { revalidateQuota } from './api/get-quota';
import { fetchSearchInsights } from './api/search-insights';
import { readAutomationHandoff, removeAutomationHandoff } from './handoff';
import { saveSeparatePosts, separatePostsNote } from './separate-posts';
import { messageOf, isAbort } from '../../domain/error-message';

/** What wrote a saved item or a draft, as its save kept it (settings.generatedBy). */
function savedMeta(settings: unknown): ContentMeta | null {
  const by: unknown = typeof settings === 'object' && settings && 'generatedBy' in settings ? settings.generatedBy : null;
  if (typeof by !== 'object' || !by || !('modelUsed' in by) || !('persona' in by)) return null;
  return typeof by.modelUsed === 'string' && typeof by.persona === 'string' ? { modelUsed: by.modelUsed, persona: by.persona } : null;
}

/** The server's reason for a failed generation, or a plain "Failed to generate content" when there is none (the network failed). */
function failureDetail(error: unknown): string {
  const detail = messageOf(error, '');
  return detail && !/^(Failed to fetch|NetworkError|Load failed|network error)/i.test(detail)
    ? detail
    : 'Failed to generate content. Please try again.';
}

/** The automation page for `template`: a new piece, or the saved `item`; an autosaved `draft` of either is put back on top. */
export function useAutomation(template: TemplateId, item: ContentItem | null = null, draft: ContentDraft | null = null) {
  const { user } = useAuth();
  const [handoff] = useState(() => (item || draft ? null : readAutomationHandoff(template)));
  // A saved item's run choice is its schedule's (content_items.run_mode), whatever its settings say.
  const [settings, setSettings] = useState(() =>
    draft
      ? restoreSettings(template, draft.settings)
      : item
        ? restoreSettings(template, {
            ...(typeof item.settings === 'object' ? item.settings : {}),
            runMode: item.run_mode,
            publishWithoutReview: item.publish_without_review,
          })
        : initialSettings(template, handoff),
  );
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(item ? { id: item.id, version: item.version } : null);
  const [saving, setSaving] = useState(false);
  // A version a scheduled run wrote, not yet reviewed: saving it approves it.
  const [awaitingReview, setAwaitingReview] = useState(item?.awaiting_review ?? false);
  // The schedule time the item has: saving it again is no new choice of time, even once it has passed.
  const [storedSchedule, setStoredSchedule] = useState(item?.scheduled_at ?? null);
  const [insights, setInsights] = useState<SearchInsights | null>(null);
  const [trending, setTrending] = useState<readonly TrendingTopic[] | null>(null);
  const [streaming, setStreaming] = useState<StreamingPiece[] | null>(null);
  // The editor holds the body only; the header (model, persona, type, schedule) is shown above it.
  const [opened] = useState(() => (item ? separateLegacyMeta(item.content) : null));
  const [content, setContent] = useState(draft?.content ?? opened?.body ?? handoff?.content ?? '');
  // The text as last saved to My content: anything else in the editor is unsaved work.
  const [savedContent, setSavedContent] = useState(opened?.body ?? '');
  // The text as the automation page last wrote, saved or restored it: anything else was typed by
  // hand (or came from a draft or the chat), and Generate asks before it replaces that.
  const [written, setWritten] = useState(opened?.body ?? '');
  const [replacing, setReplacing] = useState(false);
  // A generation stopped part-way left this text: kept, and said to be unfinished.
  const [incomplete, setIncomplete] = useState(draft?.incomplete ?? false);
  const streamed = useRef<StreamingPiece[]>([]);
  const [meta, setMeta] = useState<ContentMeta | null>(() =>
    draft ? savedMeta(draft.settings) : item ? (savedMeta(item.settings) ?? opened?.meta ?? null) : null,
  );
  const [generating, setGenerating] = useState(false);
  // Shared by Export and Connect and the schedule's "Deliver each run to", which both open it.
  const [previewOpen, setPreviewOpen] = useState(false);
  const stop = useRef<AbortController | null>(null);

  // Read once when the template opened; removed so a later visit starts clean.
  useEffect(() => {
    if (!handoff) return;
    removeAutomationHandoff(template);
    notify({ title: 'AI suggestion loaded!', description: 'Pre-filled from your chat' });
  }, [handoff, template]);

  // The field a generation needs and did not get: marked, described and focused.
  const [missing, setMissing] = useState<{ field: string; message: string } | null>(null);
  const update = (patch: Partial<ContentSettings>) => {
    setMissing(null);
    setSettings((current) => ({ ...current, ...patch }));
  };
  const setField = (id: string, value: string) => {
    setMissing(null);
    setSettings((current) => ({
      ...current,
      fields: { ...current.fields, [id]: value },
      // The blog's length field and the length guidance say the same thing.
      ...(template === 'blog' && id === 'length' && BLOG_LENGTHS[value] ? { length: BLOG_LENGTHS[value] } : {}),
    }));
  };

  const setLength = (length: ContentLength) =>
    setSettings((current) => ({
      ...current,
      length,
      ...(template === 'blog' ? { fields: { ...current.fields, length: BLOG_WORD_COUNTS[length] } } : {}),
    }));

  async function generate(replace = false) {
    if (!user) {
      notify({ title: 'Authentication Required', description: 'Please sign in to generate content.', variant: 'destructive' });
      return;
    }
    setReplacing(false);
    if (!replace && content.trim() && content !== written) {
      setReplacing(true);
      return;
    }
    const request = automationRequest(template, settings, insights, user.id);
    if ('missing' in request) {
      setMissing({ field: request.field, message: request.missing });
      notify({ title: 'Generation Failed', description: request.missing, variant: 'destructive' });
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-field="${request.field}"]`)?.focus());
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setGenerating(true);
    setStreaming([]);
    streamed.current = [];
    try {
      // Real-time search on and none fetched for this topic yet: fetch it first, so the piece can cite it.
      const topic = searchTopic(template, settings);
      let withSearch = request;
      if (settings.realtime && topic && (!insights || (insights.source === 'live' && insights.topic !== topic))) {
        const search = await fetchSearchInsights(topic, controller.signal);
        setInsights(search);
        withSearch = { ...request, search };
      }
      const result = await generateContent(
        withSearch,
        (event) => {
          streamed.current = applyAutomationEvent(streamed.current, event);
          setStreaming(streamed.current);
        },
        controller.signal,
      );
      const persona = personaOf(settings);
      const madeBy = { modelUsed: result.model_used, persona: persona.label };
      const { text, note } = await separatePosts(result, madeBy);
      setContent(text);
      setWritten(text);
      setIncomplete(false);
      setMeta(madeBy);
      notify({
        title: 'Content Generated!',
        description: `Created with ${result.model_used} using the ${persona.label === 'Default' ? 'default' : persona.label} persona.${note ? ` ${note}` : ''}`,
      });
    } catch (error) {
      if (isAbort(error)) keepStopped();
      else notify({ title: 'Generation Failed', description: failureDetail(error), variant: 'destructive' });
    } finally {
      setStreaming(null);
      setGenerating(false);
      stop.current = null;
      // Whatever happened, the count beside Generate is read again (a failure gives the unit back).
      void revalidateQuota(user.id);
    }
  }

  // Separate blog topics: the first post stays here as the piece's only topic, the others become drafts of their own.
  async function separatePosts(result: GenerateResponse, madeBy: ContentMeta): Promise<{ text: string; note: string }> {
    const posts = result.pieces.filter((piece) => piece.content.trim());
    if (template !== 'blog' || posts.length < 2) return { text: result.content.trim(), note: '' };
    const [first, ...others] = posts;
    const failed = result.pieces.filter((piece) => !piece.content.trim()).map((piece) => piece.topic);
    try {
      const saved = await saveSeparatePosts(others, { ...settings, generatedBy: madeBy });
      setSettings((current) => ({ ...current, topics: [first!.topic] }));
      if (user) void revalidate(contentItemsKey(user.id));
      return { text: first!.content.trim(), note: separatePostsNote(saved, failed) };
    } catch (error) {
      // nothing is lost: every post stays in the editor, one after the other
      return {
        text: result.content.trim(),
        note: `The posts could not be saved one by one (${messageOf(error)}): all of them are here.`,
      };
    }
  }

  // The generation was paid for: what it wrote before Stop stays in the editor, marked unfinished.
  function keepStopped() {
    const text = stoppedText(streamed.current);
    if (!text) {
      notify({ title: 'Generation stopped', description: 'Nothing was replaced. Generate again when you are ready.' });
      return;
    }
    setContent(text);
    setWritten(text);
    setIncomplete(true);
    setMeta(null);
    notify({ title: 'Generation stopped', description: 'The text written so far is in the editor, marked incomplete.' });
  }

  // What a save keeps, and a draft too: the settings and what wrote the text.
  const withMeta = { ...settings, ...(meta ? { generatedBy: { ...meta } } : {}) };

  async function save() {
    if (!user) {
      notify({ title: 'Authentication Required', description: 'Please sign in to save content.', variant: 'destructive' });
      return;
    }
    if (!content.trim()) {
      notify({ title: 'Nothing to save yet', description: 'Generate or write some content first.', variant: 'destructive' });
      return;
    }
    const { subjectField, name } = automationTemplate(template);
    const subject = (template === 'blog' ? settings.topics.find((topic) => topic.trim()) : settings.fields[subjectField])?.trim();
    const schedule = scheduleOf(settings);
    if (settings.image && !settings.image.alt.trim()) {
      setMissing({ field: IMAGE_ALT_FIELD, message: POST_IMAGE_ALT_MISSING });
      notify({ title: 'Describe the image', description: POST_IMAGE_ALT_MISSING, variant: 'destructive' });
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-field="${IMAGE_ALT_FIELD}"]`)?.focus());
      return;
    }
    if (settings.scheduling && !schedule.scheduledAt) {
      notify({
        title: 'Choose a date',
        description: 'Pick the date and time of the schedule, or turn Schedule off to save a draft.',
        variant: 'destructive',
      });
      return;
    }
    if (schedule.recurring && settings.ends === 'date' && !schedule.endsAt) {
      notify({
        title: 'Choose an end date',
        description: 'Pick the last date the schedule runs, or let it run until you pause it.',
        variant: 'destructive',
      });
      return;
    }
    if (schedulePassed(schedule.scheduledAt, storedSchedule, new Date())) {
      notify({
        title: 'Choose a later time',
        description: 'The date and time of the schedule have passed. Pick a time still to come.',
        variant: 'destructive',
      });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-field="scheduleDate"]')?.focus());
      return;
    }
    // A version a run wrote waits for review: saving it (edited or not) approves it and sends it, as Approve & send does.
    const approving = Boolean(saved && awaitingReview);
    setSaving(true);
    try {
      const result = await saveContentItem({
        id: saved?.id ?? null,
        template,
        title: (subject || name).slice(0, 200),
        settings: withMeta,
        content,
        ...schedule,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
        keepReview: approving,
      });
      setSaved({ id: result.id, version: result.version });
      setSavedContent(content);
      setWritten(content);
      setStoredSchedule(result.scheduled_at);
      setIncomplete(false);
      void revalidate(contentItemsKey(user.id));
      if (approving && result.awaiting_review) await approve(result);
      else {
        setAwaitingReview(result.awaiting_review);
        notify({
          title: 'Content Saved',
          description: schedule.scheduledAt ? `Scheduled for ${settings.scheduleDate} at ${settings.scheduleTime}` : 'Saved to drafts',
        });
      }
    } catch (error) {
      notifyFailure('Could not save', error);
    } finally {
      setSaving(false);
    }
  }

  // The saved version still waits: approving it sends it to the item's connectors now.
  async function approve(result: ContentItem) {
    try {
      const { deliveries } = await approveVersion({ item_id: result.id, version: result.version });
      setAwaitingReview(false);
      notify(approvalNotice(result.title, deliveries));
    } catch (error) {
      notify({
        title: 'Saved, not sent',
        description: `${messageOf(error)} Your text is saved; it was not sent.`,
        variant: 'destructive',
      });
    } finally {
      void refreshReviewCounts();
    }
  }

  // The header shown above the text (model, persona, type, schedule), never part of the content.
  const header = [
    ...(meta ? contentHeaderLines(meta, template) : []),
    ...(settings.scheduling && settings.scheduleDate ? [scheduleLine(settings.scheduleDate, settings.scheduleTime)] : []),
  ];

  return {
    saved,
    saving,
    awaitingReview,
    header,
    save: () => void save(),
    settings,
    update,
    setField,
    setLength,
    insights,
    setInsights,
    missing,
    trending,
    setTrending,
    streaming,
    content,
    setContent,
    /** Text in the editor that is not saved to My content (generated, stopped or edited). */
    dirty: content !== savedContent,
    /** What an autosaved draft keeps (src/domain/automation/draft-contract.ts). */
    draft: { template, settings: withMeta as Record<string, unknown>, content, incomplete },
    incomplete,
    /** Puts saved text back in the editor (a restored version): its body only. */
    restoreContent: (text: string) => {
      const body = separateLegacyMeta(text).body;
      setContent(body);
      setWritten(body);
    },
    generating,
    previewOpen,
    setPreviewOpen,
    generate: () => void generate(),
    /** Generate found text typed by hand in the editor and asks before it replaces it. */
    replacing,
    replaceText: () => void generate(true),
    keepText: () => setReplacing(false),
    stop: () => stop.current?.abort(),
  };
}

export type AutomationState = ReturnType<typeof useAutomation>;
