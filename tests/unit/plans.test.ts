// src/domain/plans.ts: what each plan includes. Every number a claim makes is checked
// against the catalogue it counts, independently of how plans.ts counts it; every link
// goes to a route the app has (a guide link to a heading that exists); and the user
// guide's plan list is the module's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAT_CATALOGUE } from '../../src/domain/chat-catalogue.ts';
import { CONNECTOR_INFO, CONNECTOR_KINDS } from '../../src/domain/connectors.ts';
import { headingAnchor } from '../../src/domain/heading-anchor.ts';
import {
  DELIVERING_CONNECTOR_COUNT,
  FREE_CONNECTOR_NAMES,
  FREE_PLAN,
  PLAN_FEATURES,
  planListMarkdown,
  PREMIUM_CONNECTOR_NAMES,
  PRO_HIGHLIGHTS,
  PRO_PLAN,
  PRO_QUOTA_MULTIPLIER,
} from '../../src/domain/plans.ts';
import { FREE_SAVED_SITES } from '../../src/domain/pricing.ts';
import { INDUSTRIES } from '../../src/domain/website/industries.ts';
import { WEBSITE_TEMPLATES } from '../../src/domain/website/templates.ts';
import { AUDIENCES, FEATURE_CARDS, ONBOARDING_STEPS } from '../../src/features/marketing/features-page-content.ts';
import { PRO_TIPS } from '../../src/features/website/SidePanel.tsx';
import { PAGE_LABELS } from '../../netlify/lib/website/site-model.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const label = (id: string) => PLAN_FEATURES.find((feature) => feature.id === id)?.label ?? '';

// The counts, each taken from its source the way a reader would count it.
const templates = WEBSITE_TEMPLATES.length;
const freeTemplates = WEBSITE_TEMPLATES.filter((t) => t.free).length;
const premiumKinds = CONNECTOR_KINDS.filter((kind) => CONNECTOR_INFO[kind].premium);
const freeKinds = CONNECTOR_KINDS.filter((kind) => !CONNECTOR_INFO[kind].premium);
const answeringModels = CHAT_CATALOGUE.filter((entry) => entry.enabled);
const sitePages = Object.keys(PAGE_LABELS).length;

import { FREE_IMAGE_MODEL, IMAGE_DAILY_GENERATIONS, IMAGE_MODELS } from '../../src/domain/images-contract.ts';

describe('what each plan includes (src/domain/plans.ts)', () => {
  it('counts what the catalogues hold', () => {
    expect(label('free-templates')).toMatch(new RegExp(`^${freeTemplates} website templates`));
    expect(label('pro-templates')).toBe(`All ${templates} website templates, ${templates - freeTemplates} of them only on PRO`);
    expect(label('pro-pages')).toMatch(
      new RegExp(`^${sitePages}-page websites \\(${Object.values(PAGE_LABELS).slice(0, -1).join(', ')} and`),
    );
    expect(label('free-sites')).toBe(`${FREE_SAVED_SITES} saved sites in My Sites`);
    expect(label('pro-limits')).toMatch(new RegExp(`^${PRO_QUOTA_MULTIPLIER} times the free daily limits`));
    // The chat: the free plan's one model by its label, PRO's the enabled catalogue models by name.
    expect(label('free-chat')).toBe('Chat answers from GPT-4o-mini (Free)');
    for (const model of answeringModels) expect(label('pro-chat')).toContain(model.name);
    for (const model of CHAT_CATALOGUE.filter((entry) => !entry.enabled)) expect(label('pro-chat')).not.toContain(model.name);
    // Images: the day's generations by plan, the free plan's one model, PRO's every image model by name.
    expect(label('free-images')).toBe(
      `Images: ${IMAGE_DAILY_GENERATIONS.free} pictures a day from ${FREE_IMAGE_MODEL.name}, kept in My images`,
    );
    expect(label('pro-images')).toMatch(new RegExp(`^${IMAGE_DAILY_GENERATIONS.pro} pictures a day from `));
    for (const model of IMAGE_MODELS) expect(label('pro-images')).toContain(model.name);
  });

  it('counts only the connectors that deliver (connectors.ts), by plan', () => {
    expect(PREMIUM_CONNECTOR_NAMES).toEqual(expect.arrayContaining(premiumKinds.map((kind) => CONNECTOR_INFO[kind].name)));
    expect(PREMIUM_CONNECTOR_NAMES).toHaveLength(premiumKinds.length);
    expect(FREE_CONNECTOR_NAMES).toHaveLength(freeKinds.length);
    expect(DELIVERING_CONNECTOR_COUNT).toBe(FREE_CONNECTOR_NAMES.length + PREMIUM_CONNECTOR_NAMES.length);
    expect(label('pro-connectors')).toMatch(new RegExp(`^${premiumKinds.length} premium connectors: `));
    for (const name of ['Google Sheets', 'Stripe', 'Mailchimp', 'HubSpot', 'Salesforce'])
      expect(label('pro-connectors')).not.toContain(name);
  });

  it('splits into the free plan and what PRO adds; the upgrade page highlights the first five', () => {
    expect(FREE_PLAN.length + PRO_PLAN.length).toBe(PLAN_FEATURES.length);
    expect(PRO_PLAN.every((feature) => feature.plans.join() === 'pro')).toBe(true);
    expect(PRO_HIGHLIGHTS).toEqual(PRO_PLAN.slice(0, 5));
    expect(PRO_HIGHLIGHTS).toHaveLength(5);
    expect(new Set(PLAN_FEATURES.map((feature) => feature.id)).size).toBe(PLAN_FEATURES.length);
    expect(new Set(PLAN_FEATURES.map((feature) => feature.label)).size).toBe(PLAN_FEATURES.length);
  });

  it('claims nothing the app does not do', () => {
    const claims = [
      ...PLAN_FEATURES.map((feature) => feature.label),
      ...FEATURE_CARDS.flatMap((card) => [card.text, ...card.points]),
      ...AUDIENCES.map((audience) => audience.text),
      ...ONBOARDING_STEPS.map((step) => step.text),
      ...PRO_TIPS.map((tip) => `${tip.title} ${tip.text}`),
    ];
    for (const claim of claims) {
      expect(claim).not.toMatch(/\d\+|unlimited|video tutorial|every model|custom domain setup|all integrations/i);
    }
  });

  it('counts the Features page from the same catalogues, and marks automation as free too', () => {
    const points = FEATURE_CARDS.flatMap((card) => card.points);
    expect(points).toContain(`${freeTemplates} free templates, ${templates - freeTemplates} more with PRO`);
    expect(points).toContain(`${INDUSTRIES.length} industry specializations`);
    expect(points).toContain(`${answeringModels.length} models side by side with PRO`);
    expect(points).toContain(`${CONNECTOR_KINDS.length} connectors, ${premiumKinds.length} of them with PRO`);
    expect(FEATURE_CARDS.find((card) => card.title === 'Content Automation Studio')?.tier).toBe('FREE + PRO');
  });

  it('links every feature and tip to a route the app has, a guide link to a heading of its page', () => {
    const screens = [...read('src/app.tsx').matchAll(/<Route path="([^":]+)"/g)].map((match) => match[1]);
    expect(screens).toContain('/chat');
    for (const route of [...PLAN_FEATURES.map((feature) => feature.route), ...PRO_TIPS.map((tip) => tip.route)]) {
      const guide = /^\/guide\/([a-z-]+)(?:#(.+))?$/.exec(route);
      if (!guide) {
        expect(screens, route).toContain(route);
        continue;
      }
      const file = `docs/user-guide/${guide[1]}.md`;
      expect(existsSync(path.join(root, file)), route).toBe(true);
      if (guide[2]) {
        const anchors = [...read(file).matchAll(/^#{2,3} (.+)$/gm)].map((match) => headingAnchor(match[1]!));
        expect(anchors, route).toContain(guide[2]);
      }
    }
  });

  it('is what the user guide lists (docs/user-guide/upgrade.md)', () => {
    const guide = read('docs/user-guide/upgrade.md');
    const block = /<!-- plan-list: start[^>]*-->\n\n([\s\S]*?)\n\n<!-- plan-list: end -->/.exec(guide)?.[1];
    // On a difference, paste planListMarkdown()'s output between the markers.
    expect(block).toBe(planListMarkdown());
  });
});
