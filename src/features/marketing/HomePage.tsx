import { Page } from '../../components/Page';
import { useAuth } from '../../lib/auth-context';
import { Hero } from './Hero';
import { Introduction } from './Introduction';
import { PoweredBy } from './PoweredBy';
import { PricingCard } from './PricingCard';
import { ProWelcomeBanner } from './ProWelcomeBanner';

export function HomePage() {
  const { isPaid } = useAuth();
  return (
    <Page width="full">
      {isPaid ? <ProWelcomeBanner /> : null}
      <Hero />
      <PoweredBy />
      <PricingCard />
      <Introduction />
    </Page>
  );
}
