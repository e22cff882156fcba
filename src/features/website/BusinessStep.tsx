import { ArrowRight, Briefcase, Cpu, HeartPulse, ShoppingBag, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { listInWords } from '../../domain/list-in-words';
import { WEBSITE_BOUNDS } from '../../domain/website/contract';
import { INDUSTRIES, type Industry } from '../../domain/website/industries';
import { ChoiceCard } from './ChoiceCard';
import { missingBusinessInfo, type WebsiteForm } from './use-website-wizard';

const ICONS: Record<Industry['icon'], LucideIcon> = { Cpu, HeartPulse, ShoppingBag, UtensilsCrossed, Briefcase };

interface Props {
  form: WebsiteForm;
  update: <K extends keyof WebsiteForm>(key: K, value: WebsiteForm[K]) => void;
  onContinue: () => void;
}

export function BusinessStep({ form, update, onContinue }: Props) {
  const descriptionId = useId();
  const missingId = useId();
  const missing = missingBusinessInfo(form);
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) onContinue();
      }}
    >
      <h2 tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Tell Us About Your Business
      </h2>
      <TextField
        label="Business Name *"
        required
        maxLength={WEBSITE_BOUNDS.name}
        value={form.businessName}
        onChange={(e) => update('businessName', e.target.value)}
        placeholder="e.g. Blue Harbor Bakery"
        autoComplete="organization"
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium">
          Business Description *
        </label>
        <textarea
          id={descriptionId}
          required
          rows={4}
          maxLength={WEBSITE_BOUNDS.description}
          value={form.businessDescription}
          onChange={(e) => update('businessDescription', e.target.value)}
          placeholder="What do you offer, who are your customers and what makes you different?"
          className="block w-full rounded-lg border border-line bg-page px-3 py-2 text-sm text-fg placeholder:text-muted/80 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
      </div>
      <fieldset>
        <legend className="mb-3 text-sm font-medium">Industry *</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {INDUSTRIES.map((industry) => {
            const Icon = ICONS[industry.icon];
            return (
              <ChoiceCard
                key={industry.id}
                name="industry"
                value={industry.id}
                checked={form.industry === industry.id}
                onChange={(id) => update('industry', id)}
              >
                <Icon aria-hidden="true" className="size-6 text-accent" />
                <span className="mt-2 text-sm font-semibold">{industry.name}</span>
                <span className="mt-1 text-xs text-muted">{industry.keywords.slice(0, 3).join(', ')}</span>
              </ChoiceCard>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact Email"
          type="email"
          maxLength={WEBSITE_BOUNDS.email}
          value={form.contactEmail}
          onChange={(e) => update('contactEmail', e.target.value)}
          placeholder="hello@yourbusiness.com"
          autoComplete="email"
        />
        <TextField
          label="Contact Phone"
          type="tel"
          maxLength={WEBSITE_BOUNDS.phone}
          value={form.contactPhone}
          onChange={(e) => update('contactPhone', e.target.value)}
          placeholder="+1 555 010 2000"
          autoComplete="tel"
        />
      </div>
      <div className="flex flex-col items-end gap-2">
        <Button
          type="submit"
          variant="gradient"
          size="lg"
          disabled={missing.length > 0}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          Continue to Design
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        {missing.length > 0 ? (
          <p id={missingId} className="text-right text-sm text-muted">
            To continue, add {listInWords(missing)}.
          </p>
        ) : null}
      </div>
    </form>
  );
}
