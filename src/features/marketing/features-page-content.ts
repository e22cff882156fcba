import { Building2, Cpu, FileText, Globe, Megaphone, MessageSquare, PenTool, Rocket, type LucideIcon } from 'lucide-react';
import { ENABLED_CHAT_MODELS } from '../../domain/chat-catalogue';
import { DELIVERING_CONNECTOR_COUNT, PREMIUM_CONNECTOR_NAMES } from '../../domain/plans';
import { formatUsd, LAUNCH_PRICE, ORIGINAL_PRICE } from '../../domain/pricing';
import { INDUSTRIES } from '../../domain/website/industries';
import { FREE_TEMPLATES, PREMIUM_TEMPLATES, WEBSITE_TEMPLATES } from '../../domain/website/templates';

// Every count below is read from its catalogue (src/domain/plans.ts lists what each plan includes).

export interface FeatureCardContent {
  icon: LucideIcon;
  title: string;
  tier: 'FREE' | 'PRO' | 'FREE + PRO';
  text: string;
  points: readonly string[];
}

export const FEATURE_CARDS: readonly FeatureCardContent[] = [
  {
    icon: Globe,
    title: 'AI Website Generator',
    tier: 'FREE',
    text: 'Describe your business and get a professional, ready-to-publish website in three steps.',
    points: [
      `${FREE_TEMPLATES.length} free templates, ${PREMIUM_TEMPLATES.length} more with PRO`,
      `${INDUSTRIES.length} industry specializations`,
      'Download clean HTML',
    ],
  },
  {
    icon: MessageSquare,
    title: 'Multi-AI Chat & Synthesis',
    tier: 'FREE + PRO',
    text: 'Ask once, compare the answers side by side and merge the best parts into one response.',
    points: [
      `${ENABLED_CHAT_MODELS.length} models side by side with PRO`,
      'One-click synthesis',
      'Turn answers into sites, posts and scripts',
    ],
  },
  {
    icon: FileText,
    title: 'Content Automation Studio',
    tier: 'FREE + PRO',
    text: 'Blog posts, YouTube scripts and social posts from templates, personas and trending topics.',
    points: [
      `${DELIVERING_CONNECTOR_COUNT} connectors, ${PREMIUM_CONNECTOR_NAMES.length} of them with PRO`,
      'Scheduling and recurring posts',
      'Personas and length control',
    ],
  },
  {
    icon: Cpu,
    title: 'AI Model Library',
    tier: 'FREE',
    text: 'A searchable library of free and paid models, each one admin-curated before it is listed.',
    points: ['Free/Open Source and paid models', 'Search and filter by price', 'Reviewed by our team'],
  },
];

export const WHY_CHOOSE: readonly { title: string; text: string }[] = [
  { title: 'All-in-one', text: 'Chat, websites and content automation in one place, with one account.' },
  { title: 'Admin-curated models', text: 'Every AI model is reviewed and approved by our team before you see it.' },
  { title: 'Free to start', text: 'Sign up without a credit card and use the free tools for as long as you like.' },
  {
    title: 'Pay once, keep it',
    text: `PRO costs a one-time ${formatUsd(LAUNCH_PRICE)} instead of ${formatUsd(ORIGINAL_PRICE)}: no subscription.`,
  },
  { title: 'Bring your own keys', text: 'Connect your own provider API keys whenever you want more control.' },
  { title: 'No code needed', text: 'Everything works from the browser: no setup, no hosting, no developers.' },
];

export const AUDIENCES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Rocket, title: 'Entrepreneurs', text: 'Launch a website and your first content in an afternoon.' },
  { icon: Megaphone, title: 'Marketers', text: 'Draft campaigns, posts and scripts with several models at once.' },
  { icon: PenTool, title: 'Content Creators', text: 'Turn one idea into a blog post, a video script and social posts.' },
  {
    icon: Building2,
    title: 'Agencies',
    text: `Deliver client sites and content faster with ${WEBSITE_TEMPLATES.length} website templates.`,
  },
];

export const ONBOARDING_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Sign Up Free', text: 'Create your account in seconds. No credit card required.' },
  { title: 'Try Free Tools', text: `Build a website with ${FREE_TEMPLATES.length} free templates and chat with AI at no cost.` },
  {
    title: 'Upgrade for More',
    text: `Unlock ${PREMIUM_TEMPLATES.length} premium templates, side-by-side models and ${PREMIUM_CONNECTOR_NAMES.length} premium connectors with a one-time ${formatUsd(LAUNCH_PRICE)} payment.`,
  },
];
