import { ArrowLeft, Hammer, type LucideIcon } from 'lucide-react';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { Page } from './Page';

/** Placeholder of a screen whose feature is still being built. */
export function ComingSoon({
  title,
  description,
  icon: Icon = Hammer,
}: {
  title: string;
  description: string;
  icon?: LucideIcon;
}) {
  return (
    <Page title={title} width="medium">
      <Card className="p-8 text-center sm:p-12">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <Badge tone="accent">Coming soon</Badge>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{description}</p>
        <ButtonLink to="/" variant="secondary" className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to start
        </ButtonLink>
      </Card>
    </Page>
  );
}
