import { BookOpen, Crown, Globe, Search } from 'lucide-react';
import { Link } from 'wouter';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PlanFeatureList } from '../../components/PlanFeatureList';
import { PRO_PLAN } from '../../domain/plans';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';

/** PRO's resources: each one a page of the in-app user guide. */
export const PRO_TIPS = [
  {
    icon: BookOpen,
    title: 'Website Best Practices',
    text: 'Lead with what you offer, keep one clear call to action per page, and edit any text of your site in place.',
    route: '/guide/website-generator#edit-your-site-in-place',
  },
  {
    icon: Globe,
    title: 'Publishing Guide',
    text: 'Publish here in one click, deploy to your own Netlify account, or upload the HTML (or the ZIP) to any host.',
    route: '/guide/website-generator#publish',
  },
  {
    icon: Search,
    title: 'SEO Guide',
    text: 'Your premium site ships with a title, meta description and sharing tags: point your own domain at it.',
    route: '/guide/website-generator#use-your-own-domain',
  },
] as const;

/** What PRO adds to the website generator (src/domain/plans.ts). */
export const WEBSITE_PRO_FEATURES = PRO_PLAN.filter((feature) => feature.area === 'website');

export function ProTipsPanel() {
  return (
    <Card>
      <h2 className="text-lg font-bold">Pro Tips &amp; Resources</h2>
      <ul className="mt-4 space-y-4">
        {PRO_TIPS.map(({ icon: Icon, title, text, route }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <Link href={route} className="block text-sm font-semibold text-accent hover:underline">
                {title}
              </Link>
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
      <PlanFeatureList features={WEBSITE_PRO_FEATURES} label="Upgrade to Premium for" className="mt-4" />
      <ButtonLink to="/upgrade" variant="gradient" className="mt-6 w-full">
        Upgrade Now - {formatUsd(LAUNCH_PRICE)}
      </ButtonLink>
    </Card>
  );
}
