// What a scheduled run publishes, through the real paths: the user's own
// saves (save_content_item with their token, as the automation page calls it), the
// generate function, one automation tick handing the due runs to the run code, and a
// Slack connector delivering to the local fake receiver. A one-time item and a
// recurring item set to 'Send this text each time' deliver exactly the text the user
// saved (their edit), with no model asked; 'Write a new version each run' writes one,
// which waits for review (not delivered) unless the owner chose 'Publish without review'.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import * as generateFunction from '../../netlify/functions/ai-automation-generate.mts';
import { runScheduledItem } from '../../netlify/lib/automation/schedules/run-item.ts';
import { runAutomationTick } from '../../netlify/lib/automation/schedules/tick.ts';
import type { GenerateResponse } from '../../src/domain/automation/contract.ts';
import type { RunMode } from '../../src/domain/automation/run-mode.ts';
import { initialSettings, automationRequest } from '../../src/domain/automation/settings.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers } from '../fixtures/fake-receivers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { createAutomationResponder, type AutomationResponder } from '../fixtures/automation-responder.ts';
import { startChatTestStack, type ChatTestStack } from './chat-stack.ts';
import { toJson } from '../../src/domain/json.ts';
import { nullableArg } from '../../src/domain/rpc-args.ts';

/** A line of the automation page's header: shown on screen, never in the content. */
const INTERNAL_LINE = /^(Model|Persona|Type): |^Scheduled for /m;

const env = saveEnv(['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE']);
let stack: ChatTestStack;
let receivers: FakeReceivers;
let writer: AutomationResponder;
type User = Awaited<ReturnType<ChatTestStack['createUser']>>;

beforeAll(async () => {
  [stack, receivers] = await Promise.all([startChatTestStack([connectorsFunction, generateFunction]), startFakeReceivers()]);
  Object.assign(process.env, connectorTestEnv(receivers, 'test-connector-secret-0123456789abcdef'));
});
beforeEach(() => {
  writer = createAutomationResponder();
  for (const server of [stack.openai, stack.anthropic, stack.gemini]) server.setResponder(writer);
});
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), receivers?.close()]);
});

const asUser = (user: User) => stack.asUser(user);

/** A PRO user with Slack connected to its own path on the fake receiver. */
async function proWithSlack(): Promise<{ user: User; slack: string }> {
  const user = await stack.createUser({ paid: true });
  const slack = `/services/T1/B1/${user.id.slice(0, 8)}`;
  const response = await stack.call('/api/connectors', {
    method: 'PUT',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connector: 'slack', settings: {}, secret: `${receivers.url}${slack}` }),
  });
  expect(response.status).toBe(200);
  return { user, slack };
}

/**
 * Generates a social post with the generate function, saves it as a draft, then
 * replaces the text by hand and saves it again with a schedule delivering to Slack.
 */
async function generateEditAndSchedule(
  user: User,
  edited: string,
  schedule: { at: string; recurring?: boolean; runMode?: RunMode; publishWithoutReview?: boolean },
) {
  const settings = { ...initialSettings('social'), deliverTo: ['slack' as const] };
  settings.fields.message = 'Fresh rye every Saturday';
  const request = automationRequest('social', settings, null, user.id);
  const generated = await stack.call('/api/ai/automation/generate', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(generated.status).toBe(200);
  const aiText = ((await generated.json()) as GenerateResponse).content;
  expect(aiText).not.toContain(edited);

  const client = asUser(user);
  const base = { p_template: 'social', p_title: 'Fresh rye', p_settings: toJson(settings) };
  const draft = await client.rpc('save_content_item', { ...base, p_id: nullableArg<string>(null), p_content: aiText });
  expect(draft.error).toBeNull();
  const saved = await client.rpc('save_content_item', {
    ...base,
    p_id: draft.data![0]!.id,
    p_content: edited,
    p_scheduled_at: schedule.at,
    p_recurring: schedule.recurring ?? false,
    p_frequency: nullableArg(schedule.recurring ? 'weekly' : null),
    p_time_zone: 'UTC',
    p_run_mode: schedule.runMode ?? 'send_saved',
    p_publish_without_review: schedule.publishWithoutReview ?? false,
  });
  expect(saved.error).toBeNull();
  return saved.data![0]!;
}

/** One automation tick at `now`, each claimed run handed straight to the run code with the same clock. */
async function tick(now: Date) {
  return runAutomationTick({ now, handOff: async (run) => void (await runScheduledItem(run.run_id, () => now)) });
}

async function runsOf(itemId: string) {
  const { rows } = await stack.supabase.db.query<{ status: string; outcome: string | null; version: number | null }>(
    'select status, outcome, version from public.content_runs where item_id = $1 order by claimed_at',
    [itemId],
  );
  return rows;
}

describe('a scheduled item publishes the text its owner saved', () => {
  it('a one-time item: Slack receives exactly the edited text, no model writes, the version stays', async () => {
    const { user, slack } = await proWithSlack();
    const edited = 'Our rye is back on Saturday.\n\nCome early: we bake 40 loaves. (Edited by hand)';
    const item = await generateEditAndSchedule(user, edited, { at: '2031-02-01T09:00:00Z' });
    expect(item.version).toBe(2);
    const callsBefore = writer.calls.length;

    await tick(new Date('2031-02-01T09:01:00Z'));

    expect(receivers.at(slack).map((request) => request.body)).toEqual([{ text: `*Fresh rye*\n\n${edited}` }]);
    expect(writer.calls.length).toBe(callsBefore);
    expect(await runsOf(item.id)).toEqual([{ status: 'succeeded', outcome: 'sent', version: 2 }]);
    const { data } = await asUser(user).from('content_items').select('content, version, status').eq('id', item.id).single();
    expect(data).toEqual({ content: edited, version: 2, status: 'finished' });
  });

  it("'Send this text each time': every weekly run sends the same edited text", async () => {
    const { user, slack } = await proWithSlack();
    const edited = 'Weekly reminder: rye on Saturdays, bagels on Sundays.';
    const item = await generateEditAndSchedule(user, edited, { at: '2031-03-03T09:00:00Z', recurring: true, runMode: 'send_saved' });
    const callsBefore = writer.calls.length;

    await tick(new Date('2031-03-03T09:00:30Z'));
    await tick(new Date('2031-03-10T09:00:30Z'));

    expect(receivers.at(slack).map((request) => request.body)).toEqual([
      { text: `*Fresh rye*\n\n${edited}` },
      { text: `*Fresh rye*\n\n${edited}` },
    ]);
    expect(writer.calls.length).toBe(callsBefore);
    expect(await runsOf(item.id)).toEqual([
      { status: 'succeeded', outcome: 'sent', version: 2 },
      { status: 'succeeded', outcome: 'sent', version: 2 },
    ]);
  });

  it("'Write a new version each run': the new version waits for review and is not sent; saving it approves it", async () => {
    const { user, slack } = await proWithSlack();
    const edited = 'The approved post.';
    const item = await generateEditAndSchedule(user, edited, { at: '2031-04-07T09:00:00Z', recurring: true, runMode: 'write_new' });
    const callsBefore = writer.calls.length;

    await tick(new Date('2031-04-07T09:00:30Z'));

    expect(writer.calls.length).toBe(callsBefore + 1);
    expect(receivers.at(slack)).toEqual([]);
    expect(await runsOf(item.id)).toEqual([{ status: 'succeeded', outcome: 'awaiting_review', version: 3 }]);
    const client = asUser(user);
    const { data } = await client.from('content_items').select('content, version, awaiting_review, status').eq('id', item.id).single();
    expect(data).toMatchObject({ version: 3, awaiting_review: true, status: 'scheduled' });
    expect(data!.content).not.toBe(edited);
    const history = await client
      .from('content_versions')
      .select('version, content, awaiting_review')
      .eq('item_id', item.id)
      .eq('version', 2);
    expect(history.data).toEqual([{ version: 2, content: edited, awaiting_review: false }]);
    // the run log the owner reads says it waits for review
    const runs = await client.from('content_runs').select('outcome, version').eq('item_id', item.id);
    expect(runs.data).toEqual([{ outcome: 'awaiting_review', version: 3 }]);

    // the owner opens it and saves it as it is: reviewed, the same version
    const reviewed = await client.rpc('save_content_item', {
      p_id: item.id,
      p_template: 'social',
      p_title: 'Fresh rye',
      p_settings: item.settings,
      p_content: data!.content,
      p_scheduled_at: item.scheduled_at!,
      p_recurring: true,
      p_frequency: 'weekly',
      p_time_zone: 'UTC',
      p_run_mode: 'write_new',
    });
    expect(reviewed.data?.[0]).toMatchObject({ version: 3, awaiting_review: false });
  });

  it("'Publish without review': the new version is written and delivered", async () => {
    const { user, slack } = await proWithSlack();
    const item = await generateEditAndSchedule(user, 'The first post.', {
      at: '2031-05-05T09:00:00Z',
      recurring: true,
      runMode: 'write_new',
      publishWithoutReview: true,
    });
    await tick(new Date('2031-05-05T09:00:30Z'));
    const { data } = await asUser(user).from('content_items').select('content, version, awaiting_review').eq('id', item.id).single();
    expect(data).toMatchObject({ version: 3, awaiting_review: false });
    expect(receivers.at(slack).map((request) => request.body)).toEqual([{ text: `*Fresh rye*\n\n${data!.content}` }]);
    // the new version is the post alone: no 'Model:', 'Persona:', 'Type:' or 'Scheduled for' line
    expect(data!.content).not.toMatch(INTERNAL_LINE);
    expect(data!.content.length).toBeGreaterThan(20);
    expect(await runsOf(item.id)).toEqual([{ status: 'succeeded', outcome: 'published', version: 3 }]);
  });

  it('an item saved before the header became metadata is delivered without its header and schedule footer', async () => {
    const { user, slack } = await proWithSlack();
    const body = 'Bagels are back on Sunday.';
    const legacy = `Model: gpt-4o-mini (OpenAI)\nPersona: Marketer\nType: Social Media Post\n\n${body}\n\n---\nScheduled for 2031-07-01 at 09:00`;
    await generateEditAndSchedule(user, legacy, { at: '2031-07-01T09:00:00Z' });
    await tick(new Date('2031-07-01T09:00:30Z'));
    expect(receivers.at(slack).map((request) => request.body)).toEqual([{ text: `*Fresh rye*\n\n${body}` }]);
  });

  it('a one-time item always sends its saved text, whatever run mode is passed', async () => {
    const { user } = await proWithSlack();
    const item = await generateEditAndSchedule(user, 'Once.', {
      at: '2031-06-01T09:00:00Z',
      runMode: 'write_new',
      publishWithoutReview: true,
    });
    expect(item).toMatchObject({ run_mode: 'send_saved', publish_without_review: false });
  });
});
