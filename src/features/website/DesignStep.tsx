import { ArrowLeft, ArrowRight, Crown, LogIn, Sparkles } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { authPath } from '../../domain/next-path';
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
  /** A visitor pressed Generate: offer sign-in and sign-up, coming back here afterwards. */
  askSignIn: boolean;
  /** Goes back to the website generated last (kept while the details are edited). */
  onShowResult?: (() => void) | undefined;
}

const HERE = '/website-generator';

function SignInPrompt() {
  return (
    <div role="note" className="rounded-2xl border border-line bg-subtle p-5 text-sm">
      <p className="font-semibold text-fg">Sign in to generate your website. It is free.</p>
      <p className="mt-1 text-muted">
        Everything you entered stays here: you come back to this step after signing in or creating an account.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={authPath({ next: HERE })} variant="gradient" size="sm">
          <LogIn aria-hidden="true" className="size-4" />
          Sign in to generate
        </ButtonLink>
        <ButtonLink to={authPath({ tab: 'signup', next: HERE })} variant="secondary" size="sm">
          Create a free account
        </ButtonLink>
      </div>
    </div>
  );
}

function UpsellBox() {
  return (
    <div className="rounded-2xl border border-accent/40 bg-accent-soft/60 p-5">
      <p className="flex items-center gap-2 font-bold">
        <Crown aria-hidden="true" className="size-5 text-accent" />
        Unlock {PREMIUM_TEMPLATES.length} More Premium Templates!
      </p>
      <p className="mt-1 text-sm text-muted">{PREMIUM_TEMPLATES.map((t) => t.name).join(', ')}: plus multi-page sites and SEO tags.</p>
      <ButtonLink to="/upgrade" variant="gradient" size="sm" className="mt-4">
        Upgrade for {formatUsd(LAUNCH_PRICE)} lifetime
      </ButtonLink>
    </div>
  );
}

export function DesignStep({ isPaid, template, onChoose, onBack, onGenerate, generating, askSignIn, onShowResult }: Props) {
  return (
    <div className="space-y-6">
      <h2 tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Choose Your Design
      </h2>
      <fieldset>
        <legend className="sr-only">Template</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {templatesFor(isPaid).map((t) => (
            <ChoiceCard key={t.id} name="template" value={t.id} checked={template === t.id} onChange={onChoose}>
              <img
                src={t.preview}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                className="aspect-[8/5] w-full rounded-lg border border-line object-cover object-top"
              />
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
      {askSignIn ? <SignInPrompt /> : null}
      <div className="flex flex-wrap justify-between gap-3">
        <span className="flex flex-wrap gap-3">
          <Button variant="secondary" size="lg" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back
          </Button>
          {onShowResult ? (
            <Button variant="ghost" size="lg" onClick={onShowResult}>
              Back to your website
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          ) : null}
        </span>
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
