// Failure notices by webhook (docs/api.md, "Automation"): one address per user that
// hears about a scheduled run, or a retry, with a failed channel. The notice is one
// JSON body every receiver can read: `text` is what a Slack incoming webhook shows,
// `content` (only for a Discord webhook) what Discord shows, and the rest is for
// any other endpoint. The in-app notice on the To review page stays either way.
import * as v from 'valibot';
import { CONNECTOR_INFO, type ConnectorKind, type DeliveryResult } from '../connectors';
import { DISCORD_MESSAGE_MAX } from '../connector-payloads';

/** PUT /api/automation/failure-hook: the address notices go to. */
export const SaveFailureHookSchema = v.object({
  url: v.pipe(
    v.string('must be text.'),
    v.trim(),
    v.nonEmpty('Please enter the webhook URL.'),
    v.maxLength(2000, 'must be at most 2000 characters.'),
  ),
});

/** A test's outcome (the receiver's status and the start of its answer, or why it failed). */
const FailureHookTestSchema = v.object({ ok: v.boolean(), status: v.nullable(v.number()), at: v.string(), answer: v.string() });
export type FailureHookTest = v.InferOutput<typeof FailureHookTestSchema>;

/** The saved hook as the owner sees it: never its address, only a summary they recognise. */
const FailureHookSchema = v.object({ summary: v.string(), last_test: v.nullable(FailureHookTestSchema), updated_at: v.string() });
export type FailureHook = v.InferOutput<typeof FailureHookSchema>;

/** GET, PUT and DELETE /api/automation/failure-hook answer (null: none saved). */
export const FailureHookResponseSchema = v.object({ hook: v.nullable(FailureHookSchema) });
export type FailureHookResponse = v.InferOutput<typeof FailureHookResponseSchema>;

/** POST /api/automation/failure-hook/test answer. */
export const FailureHookTestResponseSchema = v.object({ test: FailureHookTestSchema });
export type FailureHookTestResponse = v.InferOutput<typeof FailureHookTestResponseSchema>;

export interface FailureNotice {
  text: string;
  content?: string;
  allowed_mentions?: { parse: string[] };
  item: { id: string; title: string };
  run: { id: string; at: string };
  failed: { connector: ConnectorKind; detail: string }[];
  link: string;
}

/** Discord shows `content`, not `text`: its webhook addresses are known (the Discord connector's). */
export const isDiscordHook = (url: string) => CONNECTOR_INFO.discord.hookAddress!.pattern.test(url.trim());

const detailOf = (delivery: DeliveryResult) => `${delivery.status ? `HTTP ${delivery.status}: ` : ''}${delivery.answer}`;

const slackEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The link to the run's notice on the To review page. */
export const reviewLink = (origin: string, runId: string) => `${origin.replace(/\/+$/, '')}/automation/review#run-${runId}`;

/** The notice of run `run` of `item`, whose `deliveries` include failed ones; null when none failed. */
export function failureNotice(
  hookUrl: string,
  item: { id: string; title: string },
  run: { id: string; at: string },
  deliveries: readonly DeliveryResult[],
  origin: string,
): FailureNotice | null {
  const failed = deliveries
    .filter((delivery) => !delivery.ok)
    .map((delivery) => ({ connector: delivery.connector, detail: detailOf(delivery) }));
  if (!failed.length) return null;
  const link = reviewLink(origin, run.id);
  const names = failed.map(({ connector, detail }) => `${CONNECTOR_INFO[connector].name} (${detail})`).join('; ');
  // Slack reads <…> as links and mentions (<!channel>): a title or a receiver's answer must not ping anyone.
  const text = `"${slackEscape(item.title)}" was not delivered to ${slackEscape(names)}. Retry it from To review: ${link}`;
  const notice: FailureNotice = { text, item, run, failed, link };
  if (!isDiscordHook(hookUrl)) return notice;
  // Discord refuses a longer message; the link goes last, so it is what is kept whole.
  const room = DISCORD_MESSAGE_MAX - link.length - 40;
  const head = `"${item.title}" was not delivered to ${names}.`;
  const content = `${head.length > room ? `${head.slice(0, room - 1)}…` : head}\nRetry it from To review: ${link}`;
  return { ...notice, content, allowed_mentions: { parse: [] } };
}

/** The body a Test sends: a notice of the same shape, about no real run. */
export function testNotice(hookUrl: string, origin: string, at: string): FailureNotice {
  const link = `${origin.replace(/\/+$/, '')}/automation/review`;
  const text = `Test from AI Business Hub: failure notices reach this address. When a scheduled delivery fails, its notice links to ${link}`;
  const notice: FailureNotice = { text, item: { id: '', title: 'Test' }, run: { id: '', at }, failed: [], link };
  return isDiscordHook(hookUrl) ? { ...notice, content: text, allowed_mentions: { parse: [] } } : notice;
}
