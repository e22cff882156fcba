// Edit in place through the real endpoints: a saved site's content opens with the
// editor's marked rendering, saves whole (rendered again on the server, escaped),
// refuses a stale revision, keeps versions and restores one; layout and design
// changes keep every word; another user's site is a 404 for every verb.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as websiteGenerate from '../../netlify/functions/ai-website-generate.mts';
import * as websiteSitesContent from '../../netlify/functions/website-sites-content.mts';
import * as websiteSitesVersions from '../../netlify/functions/website-sites-versions.mts';
import * as websiteSites from '../../netlify/functions/website-sites.mts';
import type { SiteContent, SiteContentResponse } from '../../src/domain/website/editor-contract.ts';
import { PROVIDER_ENV } from '../fixtures/providers.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };
type Body = Record<string, unknown> & { detail?: string };

let stack: FunctionTestStack;
beforeAll(async () => {
  for (const key of [...PROVIDER_ENV, 'TEXT_MODEL_PROVIDER']) delete process.env[key];
  stack = await startFunctionTestStack([websiteGenerate, websiteSites, websiteSitesContent, websiteSitesVersions]);
});
afterAll(() => stack?.stop());

async function call<T = Body>(
  method: string,
  path: string,
  user: User | null,
  body?: unknown,
): Promise<{ status: number; body: T & Body }> {
  const response = await stack.call(path, {
    method,
    ...(user ? { token: user.accessToken } : {}),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T & Body };
}

async function newSite(user: User, style = 'modern'): Promise<string> {
  const generated = await call('POST', '/api/ai/website/generate', user, {
    description: 'Business name: Crumb & Co',
    industry: 'restaurant',
    style,
    business: { name: 'Crumb & Co', description: 'A family bakery baking sourdough, pastries and cakes.', email: 'hello@crumb.test' },
  });
  expect(generated.status).toBe(200);
  return String(generated.body.site_id);
}

const open = (user: User | null, id: string) => call<SiteContentResponse>('GET', `/api/website/sites/${id}/content`, user);
const save = (user: User, id: string, revision: number, content: SiteContent) =>
  call<SiteContentResponse>('PUT', `/api/website/sites/${id}/content`, user, { revision, content });

describe('edit in place', () => {
  it('opens the content with every text marked for the editor, and the stored site without marks', async () => {
    const owner = await stack.createUser();
    const id = await newSite(owner);
    const opened = await open(owner, id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id, revision: 1, tier: 'free', content: { template: 'modern', business: { name: 'Crumb & Co' } } });
    const { editor_html, html } = opened.body;
    for (const path of [
      'business.name',
      'copy.headline',
      'copy.tagline',
      'copy.about',
      'copy.services.0.title',
      'copy.faq.0.answer',
      'copy.cta.heading',
      'titles.services',
      'footer',
      'business.email',
    ]) {
      expect(editor_html).toContain(`data-edit="${path}"`);
    }
    expect(html).not.toContain('data-edit');
    expect(html).toBe((await call('GET', `/api/website/sites/${id}`, owner)).body.html);
  });

  it('saves an edit as data, renders it escaped, keeps the earlier version and restores it', async () => {
    const owner = await stack.createUser();
    const id = await newSite(owner);
    const { content } = (await open(owner, id)).body;
    const edited: SiteContent = {
      ...content,
      copy: { ...content.copy, headline: 'Bread <b>& butter</b>' },
      titles: { services: 'What we bake' },
      footer: 'Baked in Leeds since 1999',
    };
    const saved = await save(owner, id, 1, edited);
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(2);
    expect(saved.body.content.copy.headline).toBe('Bread <b>& butter</b>');
    expect(saved.body.html).toContain('Bread &lt;b&gt;&amp; butter&lt;/b&gt;');
    expect(saved.body.html).not.toContain('<b>&');
    expect(saved.body.html).toContain('What we bake');
    expect(saved.body.html).toContain('Baked in Leeds since 1999');
    // What My Sites serves (download, open) is the edited site.
    expect((await call('GET', `/api/website/sites/${id}`, owner)).body.html).toBe(saved.body.html);

    const versions = await call<{ versions: { id: string; revision: number }[] }>('GET', `/api/website/sites/${id}/versions`, owner);
    expect(versions.status).toBe(200);
    expect(versions.body.versions).toMatchObject([{ revision: 1 }]);
    const restored = await call<SiteContentResponse>(
      'POST',
      `/api/website/sites/${id}/versions/${versions.body.versions[0]!.id}/restore`,
      owner,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.revision).toBe(3);
    expect(restored.body.content.copy.headline).toBe(content.copy.headline);
    expect(restored.body.html).not.toContain('What we bake');
    // The restore is itself undoable: the edited version is kept.
    const after = await call<{ versions: { revision: number }[] }>('GET', `/api/website/sites/${id}/versions`, owner);
    expect(after.body.versions.map((version) => version.revision)).toEqual([2, 1]);
  });

  it('lists each version with what the save that replaced it changed, worked out on the server', async () => {
    const owner = await stack.createUser();
    const id = await newSite(owner);
    const { content } = (await open(owner, id)).body;
    const rewritten: SiteContent = { ...content, copy: { ...content.copy, about: 'New words about the bakery.' } };
    // The cause says why; what changed is read from the contents, whatever the browser might claim.
    expect(
      (await call('PUT', `/api/website/sites/${id}/content`, owner, { revision: 1, content: rewritten, cause: 'rewrite' })).status,
    ).toBe(200);
    const moved: SiteContent = {
      ...rewritten,
      template: 'creative',
      footer: 'Baked in Leeds',
      layout: { order: ['services', 'about', 'highlights', 'faq', 'cta'], hidden: ['faq'] },
    };
    expect((await save(owner, id, 2, moved)).status).toBe(200);
    type Listed = { versions: { id: string; revision: number; created_at: string; change: unknown }[] };
    const listed = (await call<Listed>('GET', `/api/website/sites/${id}/versions`, owner)).body.versions;
    expect(listed.map((version) => version.change)).toEqual([
      { kind: 'edit', words: ['footer'], moved: true, hidden: ['faq'], shown: [], design: 'creative' },
      { kind: 'rewrite', words: ['about'], moved: false, hidden: [], shown: [], design: null },
    ]);
    const oldest = listed[1]!;
    expect((await call('POST', `/api/website/sites/${id}/versions/${oldest.id}/restore`, owner)).status).toBe(200);
    const after = (await call<Listed>('GET', `/api/website/sites/${id}/versions`, owner)).body.versions;
    expect(after[0]!.change).toEqual({ kind: 'restore', restored: oldest.created_at });
    const unknown = await call('PUT', `/api/website/sites/${id}/content`, owner, { revision: 4, content, cause: 'magic' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/cause must be one of edit, rewrite, undo, redo/);
  });

  it('refuses a save from a stale revision with 409 and loses nothing', async () => {
    const owner = await stack.createUser();
    const id = await newSite(owner);
    const { content } = (await open(owner, id)).body;
    expect((await save(owner, id, 1, { ...content, copy: { ...content.copy, tagline: 'First tab' } })).status).toBe(200);
    const stale = await save(owner, id, 1, { ...content, copy: { ...content.copy, tagline: 'Second tab' } });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/changed somewhere else/);
    expect((await open(owner, id)).body.content.copy.tagline).toBe('First tab');
  });

  it('hides and reorders sections and changes the design without losing an edit', async () => {
    const owner = await stack.createUser();
    const id = await newSite(owner);
    const { content } = (await open(owner, id)).body;
    const saved = await save(owner, id, 1, {
      ...content,
      template: 'creative',
      copy: { ...content.copy, headline: 'Warm bread daily' },
      layout: { order: ['faq', 'about', 'services', 'highlights', 'cta'], hidden: ['highlights'] },
    });
    expect(saved.status).toBe(200);
    const html = saved.body.html;
    expect(html).toContain('class="t-creative"');
    expect(html).toContain('Warm bread daily');
    expect(html).not.toContain('class="section highlights');
    expect(html.indexOf('class="section faq')).toBeLessThan(html.indexOf('class="section about'));
    // A free account keeps to the free designs.
    const pro = await save(owner, id, 2, { ...saved.body.content, template: 'luxury' });
    expect(pro.status).toBe(403);
    expect(pro.body.detail).toMatch(/part of PRO/);
  });

  it('answers bad content with a clear 400', async () => {
    const owner = await stack.createUser();
    const id = await newSite(owner);
    const { content } = (await open(owner, id)).body;
    const empty = await save(owner, id, 1, { ...content, copy: { ...content.copy, headline: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/Headline cannot be empty/);
    const layout = await save(owner, id, 1, { ...content, layout: { order: ['about', 'about', 'faq', 'cta', 'services'], hidden: [] } });
    expect(layout.status).toBe(400);
    expect(layout.body.detail).toMatch(/each section once/);
  });

  it('gives another user and visitors nothing: 404 and 401 for every verb', async () => {
    const owner = await stack.createUser();
    const intruder = await stack.createUser({ paid: true });
    const id = await newSite(owner);
    const { content } = (await open(owner, id)).body;
    expect((await open(intruder, id)).status).toBe(404);
    expect((await save(intruder, id, 1, content)).status).toBe(404);
    expect((await call('GET', `/api/website/sites/${id}/versions`, intruder)).status).toBe(404);
    await save(owner, id, 1, { ...content, copy: { ...content.copy, tagline: 'Mine' } });
    const versions = await call<{ versions: { id: string }[] }>('GET', `/api/website/sites/${id}/versions`, owner);
    const versionId = versions.body.versions[0]!.id;
    expect((await call('POST', `/api/website/sites/${id}/versions/${versionId}/restore`, intruder)).status).toBe(404);
    expect((await open(null, id)).status).toBe(401);
    expect((await open(owner, id)).body.content.copy.tagline).toBe('Mine');
  });
});
