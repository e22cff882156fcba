// The section toolkit every template is built from. Each section takes the
// render context and returns escaped markup; the template's look comes from CSS.
import { html, paragraphs, type SafeHtml } from './html.ts';
import { brandMark, heroArt, icon, ITEM_ICONS } from './icons.ts';
import { SECTION_LABELS, type TitledSection } from '#domain/website/editor-contract.ts';
import { PAGE_LABELS, type PageId, type RenderContext } from './site-model.ts';

export type Section = (ctx: RenderContext) => SafeHtml;

/**
 * An editable text: as is on the site, and in the editor's rendering wrapped in a
 * span naming where it lives in the content (editor-contract.ts) and what it is.
 */
function editable(ctx: RenderContext, path: string, label: string, text: string): SafeHtml | string {
  return ctx.editable ? html`<span data-edit="${path}" data-label="${label}">${text}</span>` : text;
}

/** A section's title: the owner's words if they renamed it, else the design's. */
function titleOf(ctx: RenderContext, key: TitledSection, fallback: string): SafeHtml | string {
  return editable(ctx, `titles.${key}`, `${SECTION_LABELS[key]} section title`, ctx.site.titles?.[key] ?? fallback);
}

const heading = (level: number, id: string, text: SafeHtml | string) =>
  level === 1 ? html`<h1 id="${id}">${text}</h1>` : level === 2 ? html`<h2 id="${id}">${text}</h2>` : html`<h3 id="${id}">${text}</h3>`;

const itemHeading = (level: number, text: SafeHtml | string) => (level === 1 ? html`<h2>${text}</h2>` : html`<h3>${text}</h3>`);

function sectionFrame(
  ctx: RenderContext,
  key: string,
  title: SafeHtml | string,
  body: SafeHtml,
  options: { alt?: boolean; intro?: string; eyebrow?: string } = {},
): SafeHtml {
  const id = `${ctx.idPrefix}${key}-title`;
  return html`<section id="${ctx.idPrefix}${key}" class="section ${key}${options.alt ? ' alt' : ''}" aria-labelledby="${id}"><div class="wrap">${options.eyebrow ? html`<span class="eyebrow">${options.eyebrow}</span>` : null}${heading(ctx.level, id, title)}${options.intro ? html`<p class="section-intro">${options.intro}</p>` : null}${body}</div></section>`;
}

export function siteHeader(ctx: RenderContext, pages: readonly PageId[], current: PageId | null): SafeHtml {
  const { business, design } = ctx.site;
  const brand = html`<a class="brand" href="${ctx.href('home')}">${brandMark(business.name, design.palette)}<span>${editable(ctx, 'business.name', 'Business name', business.name)}</span></a>`;
  return html`<header class="site-header"><div class="wrap">${ctx.brandIsHeading ? html`<h1 class="brand-title">${brand}</h1>` : brand}<nav class="site-nav" aria-label="Main"><ul>${pages.map(
    (page) => html`<li><a href="${ctx.href(page)}"${page === current ? html` aria-current="page"` : null}>${PAGE_LABELS[page]}</a></li>`,
  )}</ul></nav></div></header>`;
}

export const hero: Section = (ctx) => {
  const { copy, design, industry } = ctx.site;
  const headline = editable(ctx, 'copy.headline', 'Headline', copy.headline);
  const servicesLink = ctx.shows('services') ? html`<a class="btn btn-ghost" href="${ctx.href('services')}">Our services</a>` : null;
  const text = html`<span class="eyebrow">${industry.name}</span>${ctx.brandIsHeading ? html`<h2 class="hero-title">${headline}</h2>` : html`<h1 class="hero-title">${headline}</h1>`}<p class="lead">${editable(ctx, 'copy.tagline', 'Tagline', copy.tagline)}</p><div class="actions"><a class="btn" href="${ctx.href('contact')}">${editable(ctx, 'copy.cta.button', 'Button text', copy.cta.button)}</a>${servicesLink}</div>`;
  const body =
    design.hero === 'split' ? html`<div class="hero-grid"><div>${text}</div>${heroArt(industry.id, design.palette)}</div>` : text;
  return html`<section class="hero" aria-label="Introduction"><div class="wrap">${body}</div></section>`;
};

export const about: Section = (ctx) => {
  const { business, copy } = ctx.site;
  const body = ctx.editable
    ? html`<div class="about-body" data-edit="copy.about" data-label="About text" data-multiline="true">${paragraphs(copy.about)}</div>`
    : html`<div class="about-body">${paragraphs(copy.about)}</div>`;
  return sectionFrame(ctx, 'about', titleOf(ctx, 'about', `About ${business.name}`), body, {
    eyebrow: 'Who we are',
  });
};

function cards(ctx: RenderContext, list: 'services' | 'highlights', offset: number): SafeHtml {
  const what = list === 'services' ? 'Service' : 'Reason';
  return html`<ul class="grid">${ctx.site.copy[list].map(
    (item, i) =>
      html`<li class="card">${icon(ITEM_ICONS[(i + offset) % ITEM_ICONS.length]!)}${itemHeading(ctx.level + 1, editable(ctx, `copy.${list}.${i}.title`, `${what} ${i + 1} title`, item.title))}<p>${editable(ctx, `copy.${list}.${i}.description`, `${what} ${i + 1} description`, item.description)}</p></li>`,
  )}</ul>`;
}

export const services: Section = (ctx) =>
  sectionFrame(ctx, 'services', titleOf(ctx, 'services', 'Services'), cards(ctx, 'services', 0), {
    alt: true,
    eyebrow: 'What we do',
    intro: `How ${ctx.site.business.name} can help you.`,
  });

export const highlights: Section = (ctx) =>
  sectionFrame(ctx, 'highlights', titleOf(ctx, 'highlights', 'Why choose us'), cards(ctx, 'highlights', 3), { eyebrow: 'Our promise' });

export const faq: Section = (ctx) =>
  sectionFrame(
    ctx,
    'faq',
    titleOf(ctx, 'faq', 'Frequently asked questions'),
    html`<div class="faq">${ctx.site.copy.faq.map(
      (entry, i) =>
        html`<details${ctx.editable ? html` open` : null}><summary>${editable(ctx, `copy.faq.${i}.question`, `Question ${i + 1}`, entry.question)}</summary><p>${editable(ctx, `copy.faq.${i}.answer`, `Answer ${i + 1}`, entry.answer)}</p></details>`,
    )}</div>`,
  );

export const callToAction: Section = (ctx) => {
  const { cta } = ctx.site.copy;
  const id = `${ctx.idPrefix}cta-title`;
  return html`<section class="cta" aria-labelledby="${id}"><div class="wrap">${heading(ctx.level, id, editable(ctx, 'copy.cta.heading', 'Call to action heading', cta.heading))}<p>${editable(ctx, 'copy.cta.text', 'Call to action text', cta.text)}</p><a class="btn" href="${ctx.href('contact')}">${editable(ctx, 'copy.cta.button', 'Button text', cta.button)}</a></div></section>`;
};

/** A tel: target from a typed number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

export const contact: Section = (ctx) => {
  const { business, copy } = ctx.site;
  const entries = [
    business.email
      ? html`<li>${icon('mail')}<div><strong>Email</strong><a href="mailto:${business.email}">${editable(ctx, 'business.email', 'Email', business.email)}</a></div></li>`
      : null,
    business.phone
      ? html`<li>${icon('phone')}<div><strong>Phone</strong><a href="${telHref(business.phone)}">${editable(ctx, 'business.phone', 'Phone', business.phone)}</a></div></li>`
      : null,
  ].filter(Boolean);
  const body = entries.length ? html`<ul class="contact-list">${entries}</ul>` : html`<p>${copy.cta.text}</p>`;
  return sectionFrame(ctx, 'contact', titleOf(ctx, 'contact', 'Contact us'), body, {
    alt: true,
    eyebrow: 'Get in touch',
    intro: 'We would love to hear from you.',
  });
};

/**
 * The footer's word about this app: by default the plain line on a free site, nothing
 * on PRO (RenderContext.credit). The same "Powered by" words whether generated or
 * published, a link home only on the published page.
 */
const CREDIT = 'Powered by AI Business Hub';
function creditLine(ctx: RenderContext): SafeHtml | null {
  const credit = ctx.credit !== undefined ? ctx.credit : ctx.site.tier === 'free' ? { kind: 'line' as const } : null;
  if (!credit) return null;
  if (credit.kind === 'line') return html`<p class="powered">${CREDIT}</p>`;
  return html`<p class="powered"><a href="${credit.href}">${CREDIT}</a></p>`;
}

export function siteFooter(ctx: RenderContext): SafeHtml {
  const { business, footer } = ctx.site;
  const line = footer ?? `© ${new Date().getFullYear()} ${business.name}. All rights reserved.`;
  return html`<footer class="site-footer"><div class="wrap"><p>${editable(ctx, 'footer', 'Footer text', line)}</p>${creditLine(ctx)}</div></footer>`;
}
