import { ArrowLeft, Crown, Sparkles } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { formatUsd, LAUNCH_PRICE } from '../../domain/pricing';
import { PREMIUM_TEMPLATES, templatesFor } from '../../domain/website/templates';
import { ChoiceCard } from './ChoiceCard';

interface Props {
  isPaid: boolean;
  template: string;
  onChoose: (id: string) => void;
  onBack: () => void;
  onGenerate: () => void;
  generating: boolean;
}

function UpsellBox() {
  return (
    <div className="rounded-2xl border border-accent/40 bg-accent-soft/60 p-5">
      <p className="flex items-center gap-2 font-bold">
        <Crown aria-hidden="true" className="size-5 text-accent" />
        Unlock 7 More Premium Templates!
      </p>
      <p className="mt-1 text-sm text-muted">{PREMIUM_TEMPLATES.map((t) => t.name).join(', ')}: plus multi-page sites and SEO tags.</p>
      <ButtonLink to="/upgrade" variant="gradient" size="sm" className="mt-4">
        Upgrade for {formatUsd(LAUNCH_PRICE)} lifetime
      </ButtonLink>
    </div>
  );
}

export function DesignStep({ isPaid, template, onChoose, onBack, onGenerate, generating }: Props) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Choose Your Design</h2>
      <fieldset>
        <legend className="sr-only">Template</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {templatesFor(isPaid).map((t) => (
            <ChoiceCard key={t.id} name="template" value={t.id} checked={template === t.id} onChange={onChoose}>
              <img src={t.preview} alt="" width={320} height={200} loading="lazy" className="aspect-[8/5] w-full rounded-lg border border-line object-cover object-top" />
              <span className="mt-3 flex items-center justify-between gap-2">
                <span className="font-semibold">{t.name}</span>
                {t.free ? null : <Badge tone="pro">PRO</Badge>}
              </span>
              <span className="mt-1 text-sm text-muted">{t.description}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {isPaid ? null : <UpsellBox />}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </Button>
        <Button variant="gradient" size="lg" onClick={onGenerate} disabled={!template || generating}>
          <Sparkles aria-hidden="true" className={`size-5 ${generating ? 'animate-pulse' : ''}`} />
          {generating ? 'Generating Website...' : 'Generate My Website'}
        </Button>
      </div>
      {generating ? (
        <p role="status" className="text-center text-sm text-muted">
          Writing your copy and laying out the pages. This takes a few seconds…
        </p>
      ) : null}
    </div>
  );
}
