import { ArrowRight, Check, Globe, Zap } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { useAuth } from '../../lib/auth-context';
import { CapabilityRow } from './CapabilityRow';

function HeroActions() {
  const { loading, user } = useAuth();
  if (loading) return <div className="h-[5.5rem]" aria-hidden="true" />;
  if (user) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/chat" variant="gradient" size="lg" className="w-full sm:w-auto">
          Start Creating
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
        <ButtonLink to="/website-generator" variant="secondary" size="lg" className="w-full sm:w-auto">
          <Globe aria-hidden="true" className="size-5" />
          Generate Website
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex w-full flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/auth?tab=signup" variant="gradient" size="lg" className="w-full sm:w-auto">
          Sign Up FREE - No Credit Card
        </ButtonLink>
        <ButtonLink to="/auth" variant="secondary" size="lg" className="w-full sm:w-auto">
          Sign In
        </ButtonLink>
      </div>
      <p className="flex items-center gap-1.5 text-sm font-medium text-success">
        <Check aria-hidden="true" className="size-4" />
        100% Free to Start
      </p>
    </div>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-glow relative overflow-hidden">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-semibold text-accent shadow-sm shadow-black/5">
          <Zap aria-hidden="true" className="size-4" />
          Easy - Quick - Efficient
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          <span className="text-gradient">All-in-one AI App</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-muted sm:text-lg">
          Ask the leading AI models at once, build a website for free and automate your content, all from one place made for small
          businesses, marketers and creators.
        </p>
        <div className="mt-10">
          <CapabilityRow />
        </div>
        <div className="mt-10">
          <HeroActions />
        </div>
      </div>
    </section>
  );
}
