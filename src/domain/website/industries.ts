// The five industries of the website wizard (docs/user-guide/website-generator.md). `icon` names a
// lucide icon; the SPA maps it, the server ignores it.

export type IndustryId = 'tech' | 'health' | 'retail' | 'restaurant' | 'consulting';

export interface Industry {
  id: IndustryId;
  icon: 'Cpu' | 'HeartPulse' | 'ShoppingBag' | 'UtensilsCrossed' | 'Briefcase';
  name: string;
  keywords: string[];
}

export const INDUSTRIES: readonly Industry[] = [
  { id: 'tech', icon: 'Cpu', name: 'Technology', keywords: ['software', 'innovation', 'digital', 'cloud', 'automation'] },
  { id: 'health', icon: 'HeartPulse', name: 'Health & Wellness', keywords: ['care', 'wellbeing', 'fitness', 'clinic', 'prevention'] },
  { id: 'retail', icon: 'ShoppingBag', name: 'Retail & E-commerce', keywords: ['products', 'shopping', 'quality', 'delivery', 'value'] },
  { id: 'restaurant', icon: 'UtensilsCrossed', name: 'Restaurant & Food', keywords: ['menu', 'fresh', 'dining', 'flavour', 'local'] },
  {
    id: 'consulting',
    icon: 'Briefcase',
    name: 'Consulting & Services',
    keywords: ['strategy', 'expertise', 'growth', 'results', 'advice'],
  },
];

export const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id) as [IndustryId, ...IndustryId[]];

export function findIndustry(id: string): Industry | undefined {
  return INDUSTRIES.find((industry) => industry.id === id);
}

/** The industry whose keywords (or id/name) a text mentions most, for pre-filling from a chat answer. */
export function guessIndustry(text: string): IndustryId | null {
  const lower = text.toLowerCase();
  let best: { id: IndustryId; hits: number } | null = null;
  for (const industry of INDUSTRIES) {
    const words = [
      industry.id,
      ...industry.name
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 3),
      ...industry.keywords,
    ];
    const hits = words.filter((word) => new RegExp(`\\b${word}`, 'i').test(lower)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { id: industry.id, hits };
  }
  return best?.id ?? null;
}
