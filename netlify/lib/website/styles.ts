// One stylesheet for every template: custom properties from the design tokens,
// shared base rules, and only the rules of the layout variants the template uses.
import type { Design } from './designs.ts';

const round = (n: number) => Math.round(n * 1000) / 1000;

function tokens(design: Design): string {
  const p = design.palette;
  const r = design.scale;
  return `:root{--page:${p.page};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--primary:${p.primary};--on-primary:${p.onPrimary};--accent:${p.accent};--line:${p.line};--hero-bg:${p.heroBg};--hero-text:${p.heroText};--hero-muted:${p.heroMuted};--hero-button:${p.heroButton};--hero-on-button:${p.heroOnButton};--radius:${design.radius};--font-heading:${design.fonts.heading};--font-body:${design.fonts.body};--heading-weight:${design.headingWeight};--s1:${round(r)}rem;--s2:${round(r ** 2)}rem;--s3:${round(r ** 3)}rem;--s4:${round(Math.min(r ** 4, 3.75))}rem}`;
}

const BASE = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--page);color:var(--text);font-family:var(--font-body);font-size:1.0625rem;line-height:1.65;overflow-wrap:anywhere}
h1,h2,h3{font-family:var(--font-heading);font-weight:var(--heading-weight);line-height:1.15;margin:0 0 .6em;letter-spacing:-.01em}
h1,.hero-title{font-size:clamp(2.1rem,4vw + 1.2rem,var(--s4))}
.brand-title{margin:0;font-size:inherit;line-height:inherit;letter-spacing:inherit}
h2{font-size:clamp(1.6rem,2vw + 1rem,var(--s3))}
h3{font-size:var(--s1)}
p{margin:0 0 1em}
a{color:var(--primary);text-underline-offset:.2em}
a:focus-visible,summary:focus-visible{outline:3px solid var(--primary);outline-offset:3px}
svg{display:block}
.wrap{width:100%;max-width:72rem;margin:0 auto;padding:0 1.25rem}
.skip{position:absolute;left:-999px;top:0;background:var(--primary);color:var(--on-primary);padding:.75rem 1rem;z-index:9}
.skip:focus{left:1rem}
.site-header{border-bottom:1px solid var(--line);background:var(--page)}
.site-header .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;padding-top:1rem;padding-bottom:1rem}
.brand{display:flex;align-items:center;gap:.6rem;font-family:var(--font-heading);font-weight:var(--heading-weight);font-size:1.2rem;color:var(--text);text-decoration:none}
.brand-mark{width:2.25rem;height:2.25rem;flex:none}
.site-nav ul{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}
.site-nav a{display:inline-block;padding:.6rem .8rem;border-radius:var(--radius);color:var(--text);text-decoration:none;font-weight:600;font-size:.95rem}
.site-nav a:hover{background:var(--surface)}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;padding:.75rem 1.4rem;border-radius:var(--radius);background:var(--primary);color:var(--on-primary);font-weight:700;text-decoration:none;border:2px solid var(--primary)}
.btn:hover{filter:brightness(1.1)}
.btn-ghost{background:transparent;color:inherit;border-color:currentColor}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.75rem}
.hero{background:var(--hero-bg);color:var(--hero-text);padding:4.5rem 0}
.hero .lead{color:var(--hero-muted);font-size:var(--s1);max-width:40rem}
.hero .btn{background:var(--hero-button);border-color:var(--hero-button);color:var(--hero-on-button)}
.hero .btn-ghost{background:transparent;color:var(--hero-text);border-color:var(--hero-text)}
.hero a:focus-visible{outline-color:var(--hero-text)}
.eyebrow{display:block;margin:0 0 .75rem;font-size:.85rem;font-weight:700;letter-spacing:.08em;color:inherit}
.section{padding:4rem 0}
.section.alt{background:var(--surface)}
.section-intro{max-width:44rem;color:var(--muted);margin-bottom:2rem}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));margin:0;padding:0;list-style:none}
.card{padding:1.5rem;border-radius:var(--radius);background:var(--page)}
.card p{color:var(--muted);margin:0}
.icon{width:2.75rem;height:2.75rem;margin-bottom:1rem;color:var(--primary)}
.about-body{max-width:46rem;font-size:1.1rem}
.faq details{border-bottom:1px solid var(--line);padding:1rem 0}
.faq summary{cursor:pointer;font-weight:700;font-family:var(--font-heading);font-size:1.1rem;padding:.25rem 0}
.faq details p{color:var(--muted);margin:.75rem 0 0}
.cta{background:var(--primary);color:var(--on-primary);padding:3.5rem 0;text-align:center}
.cta p{max-width:40rem;margin:0 auto 1.5rem}
.cta .btn{background:var(--on-primary);color:var(--primary);border-color:var(--on-primary)}
.cta a:focus-visible{outline-color:var(--on-primary)}
.contact-list{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));margin:0;padding:0;list-style:none}
.contact-list li{display:flex;gap:1rem;align-items:center;padding:1.25rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--page)}
.contact-list .icon{margin:0;flex:none}
.contact-list strong{display:block}
.contact-list a{font-weight:600;font-size:1.05rem}
.site-footer{border-top:1px solid var(--line);padding:2rem 0;font-size:.95rem;color:var(--muted)}
.site-footer .wrap{display:flex;flex-wrap:wrap;gap:.5rem 2rem;justify-content:space-between}
.site-footer p{margin:0}
.powered{font-size:.85rem}
.powered a{color:var(--muted)}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}`;

// Premium: four pages in one file, switched with :target (no JavaScript). Without
// :has() support every page shows, one below the other.
const PAGES = `.page{scroll-margin-top:0}
.page:not(#home):not(:target){display:none}
main:has(>.page:target)>#home:not(:target){display:none}`;

const VARIANTS: Record<string, string> = {
  'header-inverse': `.site-header{background:var(--hero-bg);border-color:transparent}.site-header .brand,.site-header .site-nav a{color:var(--hero-text)}.site-nav a:hover{background:rgba(255,255,255,.12)}.site-header a:focus-visible{outline-color:var(--hero-text)}`,
  'header-centered': `.site-header .wrap{flex-direction:column;justify-content:center;text-align:center}.brand{font-size:1.5rem}.site-nav a{font-size:.85rem;letter-spacing:.12em;text-transform:uppercase}`,
  'eyebrow-upper': `.eyebrow{text-transform:uppercase}`,
  'hero-centered': `.hero{text-align:center;padding:5.5rem 0}.hero .lead{margin-left:auto;margin-right:auto}.hero .actions{justify-content:center}.hero-title{max-width:52rem;margin-left:auto;margin-right:auto}`,
  'hero-split': `.hero-grid{display:grid;gap:2.5rem;align-items:center}.hero-art{max-width:26rem;width:100%;margin:0 auto}@media (min-width:52rem){.hero-grid{grid-template-columns:1.2fr 1fr}}`,
  'hero-banner': `.hero{padding:5rem 0;border-bottom:6px solid var(--accent)}.hero-title{max-width:48rem}`,
  'hero-minimal': `.hero{padding:6rem 0 4rem;border-bottom:1px solid var(--line)}.hero .hero-title{max-width:60rem;font-size:clamp(2.4rem,6vw + 1rem,var(--s4));letter-spacing:-.03em}`,
  'cards-shadow': `.card{box-shadow:0 1px 2px rgba(15,23,42,.06),0 8px 24px rgba(15,23,42,.08)}`,
  'cards-outline': `.card{border:1px solid var(--line)}`,
  'cards-filled': `.card{background:var(--surface)}.section.alt .card{background:var(--page)}`,
  'cards-plain': `.card{padding:1.25rem 0;border-top:2px solid var(--accent);border-radius:0;background:transparent}`,
  'services-tiles': `.services .icon{padding:.6rem;border-radius:var(--radius);background:var(--primary);color:var(--on-primary)}`,
  'services-list': `.services .grid{grid-template-columns:1fr;gap:0}.services .card{display:grid;gap:.5rem 2rem;padding:1.5rem 0;border:0;border-bottom:1px solid var(--line);border-radius:0;background:transparent;box-shadow:none}.services .icon{display:none}.services .card h3{margin:0}@media (min-width:48rem){.services .card{grid-template-columns:18rem 1fr}}`,
};

export function stylesheet(design: Design, multiPage: boolean): string {
  const used = [
    `header-${design.header}`,
    `eyebrow-${design.eyebrowCase}`,
    `hero-${design.hero}`,
    `cards-${design.cards}`,
    `services-${design.services}`,
  ];
  const heroGradient = design.heroGradient ? `.hero{background-image:${design.heroGradient}}` : '';
  return [tokens(design), BASE, ...used.map((name) => VARIANTS[name] ?? ''), heroGradient, multiPage ? PAGES : ''].join('\n');
}
