// Design tokens of the ten templates. Every template shares one renderer
// (sections.ts) and one stylesheet (styles.ts); they differ only by these tokens
// and layout choices. Colour pairs are checked for WCAG AA contrast in tests.
import type { TemplateId } from '#domain/website/templates.ts';

export interface Palette {
  page: string;
  surface: string;
  text: string;
  muted: string;
  /** Buttons and links; `onPrimary` is the text on it. */
  primary: string;
  onPrimary: string;
  /** Decorative only (shapes, rules), never text. */
  accent: string;
  line: string;
  heroBg: string;
  heroText: string;
  heroMuted: string;
  /** Button on the hero background. */
  heroButton: string;
  heroOnButton: string;
}

export interface Design {
  palette: Palette;
  fonts: { heading: string; body: string };
  headingWeight: number;
  /** Upper-case, letter-spaced small headings (eyebrows, nav). */
  eyebrowCase: 'upper' | 'normal';
  /** Ratio of the modular type scale. */
  scale: number;
  radius: string;
  header: 'light' | 'inverse' | 'centered';
  hero: 'centered' | 'split' | 'banner' | 'minimal';
  cards: 'shadow' | 'outline' | 'filled' | 'plain';
  services: 'grid' | 'list' | 'tiles';
  /** A gradient over the hero background (decorative: text contrast is checked against heroBg). */
  heroGradient?: string;
}

const FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Avenir Next", Avenir, "Segoe UI", "Trebuchet MS", system-ui, sans-serif',
  geometric: 'Futura, "Century Gothic", "Avenir Next", "Segoe UI", system-ui, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  didone: 'Didot, "Bodoni 72", "Bodoni MT", "Playfair Display", Georgia, serif',
  grotesk: '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
};

export const DESIGNS: Record<TemplateId, Design> = {
  modern: {
    palette: {
      page: '#ffffff',
      surface: '#f1f5f9',
      text: '#0f172a',
      muted: '#475569',
      primary: '#1d4ed8',
      onPrimary: '#ffffff',
      accent: '#60a5fa',
      line: '#e2e8f0',
      heroBg: '#eff6ff',
      heroText: '#0f172a',
      heroMuted: '#334155',
      heroButton: '#1d4ed8',
      heroOnButton: '#ffffff',
    },
    fonts: { heading: FONTS.system, body: FONTS.system },
    headingWeight: 800,
    eyebrowCase: 'upper',
    scale: 1.25,
    radius: '12px',
    header: 'light',
    hero: 'centered',
    cards: 'shadow',
    services: 'grid',
  },
  creative: {
    palette: {
      page: '#fffbf5',
      surface: '#fdf2f8',
      text: '#1f1330',
      muted: '#5b4a6b',
      primary: '#be185d',
      onPrimary: '#ffffff',
      accent: '#f9a8d4',
      line: '#f5d0e6',
      heroBg: '#fdf2f8',
      heroText: '#1f1330',
      heroMuted: '#5b4a6b',
      heroButton: '#be185d',
      heroOnButton: '#ffffff',
    },
    fonts: { heading: FONTS.humanist, body: FONTS.humanist },
    headingWeight: 800,
    eyebrowCase: 'normal',
    scale: 1.333,
    radius: '24px',
    header: 'light',
    hero: 'split',
    cards: 'filled',
    services: 'tiles',
  },
  corporate: {
    palette: {
      page: '#ffffff',
      surface: '#f3f4f6',
      text: '#111827',
      muted: '#4b5563',
      primary: '#1e3a8a',
      onPrimary: '#ffffff',
      accent: '#93c5fd',
      line: '#d1d5db',
      heroBg: '#1e3a8a',
      heroText: '#ffffff',
      heroMuted: '#dbeafe',
      heroButton: '#ffffff',
      heroOnButton: '#1e3a8a',
    },
    fonts: { heading: FONTS.grotesk, body: FONTS.system },
    headingWeight: 700,
    eyebrowCase: 'upper',
    scale: 1.2,
    radius: '4px',
    header: 'light',
    hero: 'banner',
    cards: 'outline',
    services: 'grid',
  },
  startup: {
    palette: {
      page: '#ffffff',
      surface: '#f5f3ff',
      text: '#1e1b4b',
      muted: '#4c4f6b',
      primary: '#6d28d9',
      onPrimary: '#ffffff',
      accent: '#c4b5fd',
      line: '#e4e0fb',
      heroBg: '#4c1d95',
      heroText: '#ffffff',
      heroMuted: '#ede9fe',
      heroButton: '#ffffff',
      heroOnButton: '#4c1d95',
    },
    fonts: { heading: FONTS.geometric, body: FONTS.system },
    headingWeight: 800,
    eyebrowCase: 'upper',
    scale: 1.333,
    radius: '16px',
    header: 'inverse',
    hero: 'centered',
    cards: 'shadow',
    services: 'tiles',
    heroGradient: 'linear-gradient(135deg, #4c1d95 0%, #5b21b6 55%, #6d28d9 100%)',
  },
  restaurant: {
    palette: {
      page: '#fffaf3',
      surface: '#fdf0e1',
      text: '#2b1a10',
      muted: '#6b4a33',
      primary: '#9a3412',
      onPrimary: '#ffffff',
      accent: '#fdba74',
      line: '#f1dcc3',
      heroBg: '#2b1a10',
      heroText: '#fff7ed',
      heroMuted: '#f3d9bf',
      heroButton: '#fdba74',
      heroOnButton: '#2b1a10',
    },
    fonts: { heading: FONTS.serif, body: FONTS.system },
    headingWeight: 700,
    eyebrowCase: 'upper',
    scale: 1.25,
    radius: '6px',
    header: 'centered',
    hero: 'banner',
    cards: 'plain',
    services: 'list',
  },
  portfolio: {
    palette: {
      page: '#fafafa',
      surface: '#f0f0f1',
      text: '#18181b',
      muted: '#52525b',
      primary: '#18181b',
      onPrimary: '#fafafa',
      accent: '#a1a1aa',
      line: '#e4e4e7',
      heroBg: '#fafafa',
      heroText: '#18181b',
      heroMuted: '#52525b',
      heroButton: '#18181b',
      heroOnButton: '#fafafa',
    },
    fonts: { heading: FONTS.grotesk, body: FONTS.grotesk },
    headingWeight: 600,
    eyebrowCase: 'upper',
    scale: 1.414,
    radius: '0',
    header: 'light',
    hero: 'minimal',
    cards: 'plain',
    services: 'list',
  },
  ecommerce: {
    palette: {
      page: '#ffffff',
      surface: '#ecfdf5',
      text: '#0b2518',
      muted: '#3f5249',
      primary: '#047857',
      onPrimary: '#ffffff',
      accent: '#fbbf24',
      line: '#d1fae5',
      heroBg: '#ecfdf5',
      heroText: '#0b2518',
      heroMuted: '#35483f',
      heroButton: '#047857',
      heroOnButton: '#ffffff',
    },
    fonts: { heading: FONTS.system, body: FONTS.system },
    headingWeight: 800,
    eyebrowCase: 'normal',
    scale: 1.25,
    radius: '10px',
    header: 'light',
    hero: 'split',
    cards: 'shadow',
    services: 'grid',
  },
  medical: {
    palette: {
      page: '#f8fafb',
      surface: '#e6f4f2',
      text: '#0b2a2a',
      muted: '#3d5a58',
      primary: '#0f766e',
      onPrimary: '#ffffff',
      accent: '#5eead4',
      line: '#cfe6e3',
      heroBg: '#e6f4f2',
      heroText: '#0b2a2a',
      heroMuted: '#38524f',
      heroButton: '#0f766e',
      heroOnButton: '#ffffff',
    },
    fonts: { heading: FONTS.humanist, body: FONTS.system },
    headingWeight: 700,
    eyebrowCase: 'normal',
    scale: 1.2,
    radius: '14px',
    header: 'light',
    hero: 'split',
    cards: 'outline',
    services: 'tiles',
  },
  agency: {
    palette: {
      page: '#ffffff',
      surface: '#eef2ff',
      text: '#0b1020',
      muted: '#475069',
      primary: '#4338ca',
      onPrimary: '#ffffff',
      accent: '#818cf8',
      line: '#e0e7ff',
      heroBg: '#0b1020',
      heroText: '#ffffff',
      heroMuted: '#c7d2fe',
      heroButton: '#a5b4fc',
      heroOnButton: '#0b1020',
    },
    fonts: { heading: FONTS.geometric, body: FONTS.system },
    headingWeight: 800,
    eyebrowCase: 'upper',
    scale: 1.414,
    radius: '8px',
    header: 'inverse',
    hero: 'split',
    cards: 'filled',
    services: 'list',
  },
  luxury: {
    palette: {
      page: '#fbf8f1',
      surface: '#f3ecdc',
      text: '#1c1917',
      muted: '#57534e',
      primary: '#1c1917',
      onPrimary: '#fbf8f1',
      accent: '#ca8a04',
      line: '#e7dcc2',
      heroBg: '#1c1917',
      heroText: '#fbf8f1',
      heroMuted: '#e2d5b5',
      heroButton: '#e2c779',
      heroOnButton: '#1c1917',
    },
    fonts: { heading: FONTS.didone, body: FONTS.serif },
    headingWeight: 500,
    eyebrowCase: 'upper',
    scale: 1.333,
    radius: '0',
    header: 'centered',
    hero: 'centered',
    cards: 'outline',
    services: 'list',
  },
};
