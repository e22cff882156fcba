import { Check } from 'lucide-react';
import type { WizardStep } from './use-website-wizard';

const STEPS = [
  { step: 1, label: 'Business Info' },
  { step: 2, label: 'Design' },
  { step: 3, label: 'Generate' },
] as const;

export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <ol aria-label="Progress" className="flex items-center justify-center gap-2 sm:gap-4">
      {STEPS.map(({ step, label }, index) => {
        const done = step < current;
        const active = step === current;
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className="flex items-center gap-2 sm:gap-4">
            {index > 0 ? <span aria-hidden="true" className={`h-px w-6 sm:w-12 ${done || active ? 'bg-accent' : 'bg-line'}`} /> : null}
            <span className="flex items-center gap-2">
              <span
                className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                  active ? 'bg-accent-gradient text-white' : done ? 'bg-accent-soft text-accent' : 'bg-subtle text-muted ring-1 ring-line'
                }`}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : step}
                {done ? <span className="sr-only">{step}</span> : null}
              </span>
              <span className={`text-sm font-medium ${active ? 'text-fg' : 'sr-only text-muted sm:not-sr-only'}`}>{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
