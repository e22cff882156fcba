import { Check } from 'lucide-react';

export function FeatureList({ features, className = '' }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
