// Inline SVG artwork: line icons (24x24, drawn with currentColor), the brand
// mark, the favicon and the decorative hero illustration. Nothing is fetched.
import type { IndustryId } from '#domain/website/industries.ts';
import type { Palette } from './designs.ts';
import { escapeHtml, html, trusted, type SafeHtml } from './html.ts';

const PATHS = {
  spark: 'M12 3l1.9 5.6L19.5 10l-5.6 1.9L12 17.5l-1.9-5.6L4.5 10l5.6-1.4z',
  shield: 'M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z M9 12l2 2 4-4',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  layers: 'M12 3l9 5-9 5-9-5z M3 13l9 5 9-5',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

export type IconName = keyof typeof PATHS;

export const ITEM_ICONS: IconName[] = ['spark', 'shield', 'heart', 'star', 'clock', 'layers'];

export function icon(name: IconName, className = 'icon'): SafeHtml {
  return trusted(
    `<svg class="${className}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${PATHS[name]}"/></svg>`,
  );
}

/** A rounded square with the business's initial. */
export function brandMark(name: string, palette: Palette): SafeHtml {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '•';
  return html`<svg class="brand-mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="10" fill="${palette.primary}"/><text x="20" y="27" text-anchor="middle" font-family="system-ui,sans-serif" font-size="19" font-weight="700" fill="${palette.onPrimary}">${initial}</text></svg>`;
}

/** The favicon as a data URI, so browsers ask the server for nothing. */
export function faviconDataUri(name: string, palette: Palette): string {
  const initial = escapeHtml([...name.trim()][0]?.toUpperCase() ?? '•');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.primary}"/><text x="32" y="44" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="${palette.onPrimary}">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const INDUSTRY_GLYPH: Record<IndustryId, string> = {
  tech: 'M150 118h100v64H150z M130 196h140 M186 150l-12 10 12 10 M214 150l12 10-12 10',
  health: 'M200 206s-48-28-48-66a26 26 0 0 1 48-14 26 26 0 0 1 48 14c0 38-48 66-48 66z M176 148h14l8-14 10 28 8-14h16',
  retail: 'M150 136h100l-8 76h-84z M176 136v-10a24 24 0 0 1 48 0v10',
  restaurant: 'M140 190h120 M150 190a50 50 0 0 1 100 0 M200 132v8 M130 206h140',
  consulting: 'M140 210V170 M180 210v-60 M220 210v-40 M260 210V120 M136 150l44-28 40 22 44-38',
};

/** A calm abstract composition in the template's colours around the industry's glyph. */
export function heroArt(industry: IndustryId, palette: Palette): SafeHtml {
  return html`<svg class="hero-art" viewBox="0 0 400 320" aria-hidden="true" focusable="false"><rect x="30" y="30" width="340" height="260" rx="36" fill="${palette.surface}"/><circle cx="310" cy="80" r="54" fill="${palette.accent}" opacity=".55"/><circle cx="90" cy="250" r="38" fill="${palette.primary}" opacity=".18"/><rect x="110" y="90" width="180" height="150" rx="24" fill="${palette.page}"/><path d="${INDUSTRY_GLYPH[industry]}" fill="none" stroke="${palette.primary}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
