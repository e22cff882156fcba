import { ArrowRight, Check, Crown, Globe } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { PlanFeatureList } from '../../components/PlanFeatureList';
import { FREE_PLAN, PRO_PLAN } from '../../domain/plans';
import { formatUsd, LAUNCH_PRICE, ORIGINAL_PRICE } from '../../domain/pricing';
import { AUDIENCES, FEATURE_CARDS, ONBOARDING_STEPS, WHY_CHOOSE } from './features-page-content';

function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {text ? <p className="mx-auto mt-3 max-w-2xl text-muted">{text}</p> : null}
    </div>
  );
}

export function FeaturesPage() {
  return (
    <Page title="Features" className="space-y-20">
      <header className="text-center">
        <Badge tone="accent">Features</Badge>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Everything your business needs <span className="text-gradient">from AI</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted sm:text-lg">
          Websites, multi-model chat and content automation in one app. Start free, upgrade when you are ready.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/website-generator" variant="gradient" size="lg">
            <Globe aria-hidden="true" className="size-5" />
            Try Free Website Generator
          </ButtonLink>
          <ButtonLink to="/upgrade" variant="secondary" size="lg">
            <Crown aria-hidden="true" className="size-5" />
            View Pro Features
          </ButtonLink>
        </div>
      </header>

      <section aria-labelledby="feature-cards">
        <h2 id="feature-cards" className="sr-only">
          Main tools
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {FEATURE_CARDS.map(({ icon: Icon, title, tier, text, points }) => (
            <li key={title}>
              <Card className="h-full">
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <Badge tone={tier === 'PRO' ? 'pro' : tier === 'FREE' ? 'success' : 'accent'}>{tier}</Badge>
                </div>
                <h3 className="mt-4 text-lg font-bold">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
                <ul className="mt-4 space-y-2">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2 text-sm">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plans">
        <SectionHeading id="plans" title="Free and PRO" text="Every line opens the tool it describes." />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Card>
            <h3 className="flex items-center gap-2 text-lg font-bold">
              Free <Badge tone="success">FREE</Badge>
            </h3>
            <PlanFeatureList features={FREE_PLAN} label="What Free includes" className="mt-4" />
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Crown aria-hidden="true" className="size-5 text-accent" />
              PRO: everything in Free, and
            </h3>
            <PlanFeatureList features={PRO_PLAN} label="What PRO includes" className="mt-4" />
          </Card>
        </div>
      </section>

      <section aria-labelledby="why-choose">
        <SectionHeading id="why-choose" title="Why Choose AI Business Hub?" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_CHOOSE.map(({ title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border border-line bg-surface p-5">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audiences">
        <SectionHeading id="audiences" title="Made for people who build businesses" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full text-center">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-bold">{title}</h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="onboarding">
        <SectionHeading id="onboarding" title="Get started in 3 steps" />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {ONBOARDING_STEPS.map(({ title, text }, index) => (
            <li key={title} className="relative rounded-2xl border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="bg-accent-gradient flex size-10 items-center justify-center rounded-full text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="closing-cta">
        <div className="bg-accent-gradient rounded-3xl p-px">
          <div className="rounded-[calc(1.5rem-1px)] bg-surface px-6 py-12 text-center sm:px-12">
            <h2 id="closing-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready to put AI to work?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-muted">
              Create your free account today. Go PRO whenever you like for a one-time {formatUsd(LAUNCH_PRICE)}{' '}
              <span className="whitespace-nowrap">
                (regularly <s>{formatUsd(ORIGINAL_PRICE)}</s>)
              </span>
              .
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/auth" variant="gradient" size="lg">
                Create Free Account
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              <ButtonLink to="/upgrade" variant="secondary" size="lg">
                <Crown aria-hidden="true" className="size-5" />
                Go PRO for {formatUsd(LAUNCH_PRICE)}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </Page>
  );
}
