// Use in post through the real paths: the owner's saves (save_content_item with their
// token) and drafts carry an image of My images, another user's is refused by the
// database; a scheduled run delivers the image to Slack, Discord, Notion, a webhook and
// WordPress (media upload, then featured_media) as each takes it, from a public copy
// anyone can fetch at an address the image id does not give away; a post without an
// image goes exactly as before.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountFunction from '../../netlify/functions/account.mts';
import * as connectorsFunction from '../../netlify/functions/connectors.mts';
import * as connectorsSend from '../../netlify/functions/connectors-send.mts';
import * as draftsFunction from '../../netlify/functions/automation-drafts.mts';
import { runScheduledItem } from '../../netlify/lib/automation/schedules/run-item.ts';
import { runAutomationTick } from '../../netlify/lib/automation/schedules/tick.ts';
import { storeImage } from '../../netlify/lib/images/library.ts';
import { initialSettings, type ContentSettings } from '../../src/domain/automation/settings.ts';
import type { ConnectorKind } from '../../src/domain/connectors.ts';
import { toJson } from '../../src/domain/json.ts';
import { nullableArg } from '../../src/domain/rpc-args.ts';
import { connectorTestEnv, startFakeReceivers, type FakeReceivers, type ReceivedRequest } from '../fixtures/fake-receivers.ts';
import { saveEnv } from '../fixtures/saved-env.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

const env = saveEnv(['OUTBOUND_ALLOW_LOCAL', 'PROVIDER_KEYS_SECRET', 'NOTION_API_BASE', 'AIRTABLE_API_BASE']);
let stack: FunctionTestStack;
let receivers: FakeReceivers;
type User = Awaited<ReturnType<FunctionTestStack['createUser']>>;

beforeAll(async () => {
  [stack, receivers] = await Promise.all([
    startFunctionTestStack([connectorsFunction, connectorsSend, draftsFunction, accountFunction]),
    startFakeReceivers(),
  ]);
  Object.assign(process.env, connectorTestEnv(receivers, 'test-connector-secret-0123456789abcdef'));
});
afterAll(async () => {
  env.restore();
  await Promise.all([stack?.stop(), receivers?.close()]);
});

const ALT = 'Three rye loaves on a wooden board';

async function pictureOf(user: User) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .png()
    .toBuffer();
  const thumbnail = await sharp(png).webp().toBuffer();
  const image = await storeImage({
    userId: user.id,
    prompt: 'Rye loaves',
    alt: 'Rye loaves',
    model: null,
    source: 'uploaded',
    demo: false,
    image: { bytes: png, mime: 'image/png', ext: 'png', width: 64, height: 48 },
    thumbnail,
  });
  return { image, png };
}

async function call(user: User, path: string, method: string, body: unknown) {
  const response = await stack.call(path, {
    method,
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A PRO user with Slack, Discord, Notion, a webhook and WordPress connected, each to its own path of the fake. */
async function proWithConnectors() {
  const user = await stack.createUser({ paid: true });
  const tag = user.id.slice(0, 8);
  const paths = {
    slack: `/services/T1/B1/${tag}`,
    discord: `/api/webhooks/1/${tag}`,
    webhook: `/hooks/catch/1/${tag}`,
  };
  const connections: [ConnectorKind, string, Record<string, string>][] = [
    ['slack', `${receivers.url}${paths.slack}`, {}],
    ['discord', `${receivers.url}${paths.discord}`, {}],
    ['webhook', `${receivers.url}${paths.webhook}`, {}],
    ['notion', 'ntn_token', { parentPageId: '1429989fe8ac4effbc8f57f56486db54' }],
    ['wordpress', 'abcd efgh ijkl mnop', { siteUrl: `${receivers.url}/blog`, username: 'editor' }],
  ];
  for (const [connector, secret, settings] of connections)
    expect((await call(user, '/api/connectors', 'PUT', { connector, settings, secret })).status).toBe(200);
  return { user, paths };
}

function settingsWith(image: ContentSettings['image']): ContentSettings {
  const settings = {
    ...initialSettings('social'),
    image,
    deliverTo: ['slack', 'discord', 'webhook', 'notion', 'wordpress'] as ConnectorKind[],
  };
  settings.fields.message = 'Rye is back';
  return settings;
}

const saveItem = (user: User, settings: ContentSettings, scheduledAt: string | null = null) =>
  stack.asUser(user).rpc('save_content_item', {
    p_id: nullableArg<string>(null),
    p_template: 'social',
    p_title: 'Rye is back',
    p_settings: toJson(settings),
    p_content: 'Our rye is back on Saturday.',
    p_scheduled_at: nullableArg(scheduledAt),
    p_time_zone: 'UTC',
  });

/** One automation tick at `now`, each claimed run handed straight to the run code. */
const tick = (now: Date) => runAutomationTick({ now, handOff: async (run) => void (await runScheduledItem(run.run_id, () => now)) });

/** The requests of one user's delivery, by receiver: each path's last request since `from`. */
function deliveredSince(from: number, paths: { slack: string; discord: string; webhook: string }) {
  const since = receivers.received.slice(from);
  const last = (path: string) => since.filter((request) => request.path === path).at(-1);
  return {
    slack: last(paths.slack),
    discord: since.filter((request) => request.path === paths.discord),
    webhook: last(paths.webhook),
    notion: last('/v1/pages'),
    media: since.filter((request) => request.path === '/blog/wp-json/wp/v2/media'),
    wordpress: last('/blog/wp-json/wp/v2/posts'),
  };
}

const bodyOf = (request: ReceivedRequest | undefined) => request?.body as Record<string, unknown>;

describe('a content item with an image of My images', () => {
  it('is saved with the item and the draft; another user’s image is refused', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const { image } = await pictureOf(owner);

    const saved = await saveItem(owner, settingsWith({ id: image.id, alt: ALT }));
    expect(saved.error).toBeNull();
    expect(saved.data![0]!.settings).toMatchObject({ image: { id: image.id, alt: ALT } });

    const refused = await saveItem(other, settingsWith({ id: image.id, alt: ALT }));
    expect(refused.error).toMatchObject({ code: '22023', message: 'This image is not in your My images.' });

    const draft = { template: 'social', settings: settingsWith({ id: image.id, alt: ALT }), content: 'Draft text' };
    expect((await call(owner, '/api/automation/drafts/social', 'PUT', draft)).status).toBe(200);
    expect(await call(other, '/api/automation/drafts/social', 'PUT', draft)).toEqual({
      status: 400,
      body: { detail: 'This image is not in your My images.' },
    });
  });

  it('loses the image when the image is deleted', async () => {
    const owner = await stack.createUser();
    const { image } = await pictureOf(owner);
    const saved = await saveItem(owner, settingsWith({ id: image.id, alt: ALT }));
    await stack.asUser(owner).from('images').delete().eq('id', image.id);
    const { data } = await stack.asUser(owner).from('content_items').select('settings').eq('id', saved.data![0]!.id).single();
    expect(data!.settings).not.toHaveProperty('image');
  });

  it('a scheduled delivery carries the image to each connector, from a public copy', async () => {
    const { user, paths } = await proWithConnectors();
    const { image, png } = await pictureOf(user);
    const from = receivers.received.length;
    expect((await saveItem(user, settingsWith({ id: image.id, alt: ALT }), '2031-02-01T09:00:00Z')).error).toBeNull();
    await tick(new Date('2031-02-01T09:01:00Z'));
    const got = deliveredSince(from, paths);

    const webhookImage = (bodyOf(got.webhook).data as { image: { url: string } }).image;
    expect(webhookImage).toEqual({ url: expect.any(String), alt: ALT, width: 64, height: 48 });
    const url = webhookImage.url;

    // the public copy: fetched without any credential, at a random folder, not the private object's name
    const publicCopy = await fetch(url);
    expect(publicCopy.status).toBe(200);
    expect(Buffer.from(await publicCopy.arrayBuffer()).equals(png)).toBe(true);
    expect(url).toMatch(new RegExp(`/storage/v1/object/public/public-images/[0-9a-f]{32}/${image.id}\\.png$`));
    expect(url).not.toContain(user.id);

    expect(bodyOf(got.slack).blocks).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: '*Rye is back*\n\nOur rye is back on Saturday.' } },
      { type: 'image', image_url: url, alt_text: ALT },
    ]);
    expect(bodyOf(got.discord.at(-1)).embeds).toEqual([{ description: ALT, image: { url } }]);
    expect((bodyOf(got.notion).children as unknown[])[0]).toEqual({
      object: 'block',
      type: 'image',
      image: { type: 'external', external: { url }, caption: [{ type: 'text', text: { content: ALT } }] },
    });
    expect(got.media).toHaveLength(1);
    expect(got.media[0]!.headers['content-type']).toBe('image/png');
    expect(got.media[0]!.headers['content-disposition']).toBe(`attachment; filename="${image.id}.png"`);
    expect(got.media[0]!.query).toEqual({ alt_text: ALT });
    expect(got.media[0]!.bytes.equals(png)).toBe(true);
    expect(bodyOf(got.wordpress)).toMatchObject({ title: 'Rye is back', status: 'draft', featured_media: 77 });

    // a second post with the same image reuses its copy
    const again = receivers.received.length;
    await saveItem(user, settingsWith({ id: image.id, alt: ALT }), '2031-03-01T09:00:00Z');
    await tick(new Date('2031-03-01T09:01:00Z'));
    const second = bodyOf(deliveredSince(again, paths).webhook).data as { image: { url: string } };
    expect(second.image.url).toBe(url);
    const copies = await stack.supabase.db.query('select 1 from public.image_public_copies where image_id = $1', [image.id]);
    expect(copies.rows).toHaveLength(1);
  });

  it('a post without an image is delivered exactly as before', async () => {
    const { user, paths } = await proWithConnectors();
    const from = receivers.received.length;
    await saveItem(user, settingsWith(null), '2031-02-01T09:00:00Z');
    await tick(new Date('2031-02-01T09:01:00Z'));
    const got = deliveredSince(from, paths);
    expect(bodyOf(got.slack)).toEqual({ text: '*Rye is back*\n\nOur rye is back on Saturday.' });
    expect(bodyOf(got.webhook).data).not.toHaveProperty('image');
    expect(bodyOf(got.discord.at(-1))).not.toHaveProperty('embeds');
    expect((bodyOf(got.notion).children as { type: string }[]).map((block) => block.type)).toEqual(['paragraph']);
    expect(got.media).toHaveLength(0);
    expect(bodyOf(got.wordpress)).not.toHaveProperty('featured_media');
  });

  it('a send now refuses another user’s image', async () => {
    const { user } = await proWithConnectors();
    const stranger = await stack.createUser();
    const { image } = await pictureOf(stranger);
    const sent = await call(user, '/api/connectors/send', 'POST', {
      connector: 'slack',
      title: 'Rye',
      body: 'Rye is back.',
      template: 'social',
      image: { id: image.id, alt: ALT },
    });
    expect(sent).toEqual({ status: 400, body: { detail: 'This image is not in your My images. Choose another one.' } });
  });

  it('a deleted image’s copy stays for the posts already sent, and every copy goes with the account', async () => {
    const { user, paths } = await proWithConnectors();
    const first = await pictureOf(user);
    const second = await pictureOf(user);
    const publicObjects = async () =>
      (
        await stack.supabase.db.query<{ name: string }>(
          `select o.name from storage.objects o join public.image_public_copies c on c.object_path = o.name
            where o.bucket_id = 'public-images' and c.user_id = $1 order by o.name`,
          [user.id],
        )
      ).rows.map((row) => row.name);
    const sendWith = (imageId: string) =>
      call(user, '/api/connectors/send', 'POST', {
        connector: 'webhook',
        title: 'Rye',
        body: 'Rye.',
        template: 'social',
        image: { id: imageId, alt: ALT },
      });

    expect((await sendWith(first.image.id)).status).toBe(200);
    const firstUrl = (bodyOf(receivers.at(paths.webhook).at(-1)).data as { image: { url: string } }).image.url;
    expect(await publicObjects()).toHaveLength(1);
    await stack.asUser(user).from('images').delete().eq('id', first.image.id);
    expect((await sendWith(second.image.id)).status).toBe(200);
    expect(await publicObjects()).toHaveLength(2);
    expect((await fetch(firstUrl)).status).toBe(200);

    const before = await stack.supabase.db.query(`select name from storage.objects where bucket_id = 'public-images'`);
    expect((await stack.call('/api/account', { method: 'DELETE', token: user.accessToken })).status).toBe(200);
    const after = await stack.supabase.db.query(`select name from storage.objects where bucket_id = 'public-images'`);
    expect(after.rows).toHaveLength(before.rows.length - 2);
  });
});
