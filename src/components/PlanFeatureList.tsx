import { Check } from 'lucide-react';
import { Link } from 'wouter';
import type { PlanFeature } from '../domain/plans';

/** A plan's features (src/domain/plans.ts) as a check list, each one a link to where it is in the app. */
export function PlanFeatureList({
  features,
  label,
  className = '',
}: {
  features: readonly PlanFeature[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`space-y-3 ${className}`}>
      {features.map(({ id, label: text, route }) => (
        <li key={id} className="flex gap-3 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <Link
            href={route}
            className="underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
