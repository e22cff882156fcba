// The section toolkit every template is built from. Each section takes the
// render context and returns escaped markup; the template's look comes from CSS.
import { html, paragraphs, type SafeHtml } from './html.ts';
import { brandMark, heroArt, icon, ITEM_ICONS } from './icons.ts';
import { PAGE_LABELS, type PageId, type RenderContext } from './site-model.ts';

export type Section = (ctx: RenderContext) => SafeHtml;

const heading = (level: number, id: string, text: string) =>
  level === 1 ? html`<h1 id="${id}">${text}</h1>` : level === 2 ? html`<h2 id="${id}">${text}</h2>` : html`<h3 id="${id}">${text}</h3>`;

const itemHeading = (level: number, text: string) => (level === 1 ? html`<h2>${text}</h2>` : html`<h3>${text}</h3>`);

function sectionFrame(
  ctx: RenderContext,
  key: string,
  title: string,
  body: SafeHtml,
  options: { alt?: boolean; intro?: string; eyebrow?: string } = {},
): SafeHtml {
  const id = `${ctx.idPrefix}${key}-title`;
  return html`<section id="${ctx.idPrefix}${key}" class="section ${key}${options.alt ? ' alt' : ''}" aria-labelledby="${id}"><div class="wrap">${options.eyebrow ? html`<span class="eyebrow">${options.eyebrow}</span>` : null}${heading(ctx.level, id, title)}${options.intro ? html`<p class="section-intro">${options.intro}</p>` : null}${body}</div></section>`;
}

export function siteHeader(ctx: RenderContext, pages: readonly PageId[], current: PageId | null): SafeHtml {
  const { business, design } = ctx.site;
  const brand = html`<a class="brand" href="${ctx.href('home')}">${brandMark(business.name, design.palette)}<span>${business.name}</span></a>`;
  return html`<header class="site-header"><div class="wrap">${ctx.brandIsHeading ? html`<h1 class="brand-title">${brand}</h1>` : brand}<nav class="site-nav" aria-label="Main"><ul>${pages.map(
    (page) => html`<li><a href="${ctx.href(page)}"${page === current ? html` aria-current="page"` : null}>${PAGE_LABELS[page]}</a></li>`,
  )}</ul></nav></div></header>`;
}

export const hero: Section = (ctx) => {
  const { copy, design, industry } = ctx.site;
  const text = html`<span class="eyebrow">${industry.name}</span>${ctx.brandIsHeading ? html`<h2 class="hero-title">${copy.headline}</h2>` : html`<h1 class="hero-title">${copy.headline}</h1>`}<p class="lead">${copy.tagline}</p><div class="actions"><a class="btn" href="${ctx.href('contact')}">${copy.cta.button}</a><a class="btn btn-ghost" href="${ctx.href('services')}">Our services</a></div>`;
  const body =
    design.hero === 'split' ? html`<div class="hero-grid"><div>${text}</div>${heroArt(industry.id, design.palette)}</div>` : text;
  return html`<section class="hero" aria-label="Introduction"><div class="wrap">${body}</div></section>`;
};

export const about: Section = (ctx) => {
  const { business, copy } = ctx.site;
  return sectionFrame(ctx, 'about', `About ${business.name}`, html`<div class="about-body">${paragraphs(copy.about)}</div>`, {
    eyebrow: 'Who we are',
  });
};

function cards(ctx: RenderContext, items: readonly { title: string; description: string }[], offset: number): SafeHtml {
  return html`<ul class="grid">${items.map(
    (item, i) =>
      html`<li class="card">${icon(ITEM_ICONS[(i + offset) % ITEM_ICONS.length]!)}${itemHeading(ctx.level + 1, item.title)}<p>${item.description}</p></li>`,
  )}</ul>`;
}

export const services: Section = (ctx) =>
  sectionFrame(ctx, 'services', 'Services', cards(ctx, ctx.site.copy.services, 0), {
    alt: true,
    eyebrow: 'What we do',
    intro: `How ${ctx.site.business.name} can help you.`,
  });

export const highlights: Section = (ctx) =>
  sectionFrame(ctx, 'highlights', 'Why choose us', cards(ctx, ctx.site.copy.highlights, 3), { eyebrow: 'Our promise' });

export const faq: Section = (ctx) =>
  sectionFrame(
    ctx,
    'faq',
    'Frequently asked questions',
    html`<div class="faq">${ctx.site.copy.faq.map((entry) => html`<details><summary>${entry.question}</summary><p>${entry.answer}</p></details>`)}</div>`,
  );

export const callToAction: Section = (ctx) => {
  const { cta } = ctx.site.copy;
  const id = `${ctx.idPrefix}cta-title`;
  return html`<section class="cta" aria-labelledby="${id}"><div class="wrap">${heading(ctx.level, id, cta.heading)}<p>${cta.text}</p><a class="btn" href="${ctx.href('contact')}">${cta.button}</a></div></section>`;
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
      ? html`<li>${icon('mail')}<div><strong>Email</strong><a href="mailto:${business.email}">${business.email}</a></div></li>`
      : null,
    business.phone
      ? html`<li>${icon('phone')}<div><strong>Phone</strong><a href="${telHref(business.phone)}">${business.phone}</a></div></li>`
      : null,
  ].filter(Boolean);
  const body = entries.length ? html`<ul class="contact-list">${entries}</ul>` : html`<p>${copy.cta.text}</p>`;
  return sectionFrame(ctx, 'contact', 'Contact us', body, { alt: true, eyebrow: 'Get in touch', intro: 'We would love to hear from you.' });
};

export function siteFooter(ctx: RenderContext): SafeHtml {
  const { business, tier } = ctx.site;
  const year = new Date().getFullYear();
  return html`<footer class="site-footer"><div class="wrap"><p>© ${year} ${business.name}. All rights reserved.</p>${tier === 'free' ? html`<p class="powered">Powered by AI Business Hub</p>` : null}</div></footer>`;
}
