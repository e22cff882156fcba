import { BookOpen, Check, Crown, PlayCircle, Search } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';

const PRO_TIPS = [
  {
    icon: BookOpen,
    title: 'Website Best Practices',
    text: 'Lead with what you offer, keep one clear call to action per page and answer the questions customers ask.',
  },
  {
    icon: PlayCircle,
    title: 'Video Tutorials',
    text: 'Publish the HTML on Netlify, GitHub Pages or any host: drag the file (or the ZIP) into the upload page.',
  },
  {
    icon: Search,
    title: 'SEO Guide',
    text: 'Your premium site ships with a title, meta description, Open Graph tags and LocalBusiness data: add your own domain.',
  },
];

const PREMIUM_BENEFITS = [
  "Remove 'Powered by' branding",
  '10+ premium templates',
  'Multi-page websites (About, Services, Contact)',
  'SEO optimisation and meta tags',
  'Custom domain setup assistance',
  'Unlimited regenerations and edits',
];

export function ProTipsPanel() {
  return (
    <Card>
      <h2 className="text-lg font-bold">Pro Tips &amp; Resources</h2>
      <ul className="mt-4 space-y-4">
        {PRO_TIPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block text-sm font-semibold">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function UpgradePanel() {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Crown aria-hidden="true" className="size-5 text-accent" />
        Upgrade to Premium for
      </h2>
      <ul className="mt-4 space-y-2.5">
        {PREMIUM_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {benefit}
          </li>
        ))}
      </ul>
      <ButtonLink to="/upgrade" variant="gradient" className="mt-6 w-full">
        Upgrade Now - {formatUsd(LAUNCH_PRICE)}
      </ButtonLink>
    </Card>
  );
}
