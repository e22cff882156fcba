import { ArrowRight, Layers, Rocket, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';

const HIGHLIGHTS = [
  { icon: Layers, title: 'One place', text: 'Chat, websites and content automation without juggling tools.' },
  { icon: Rocket, title: 'Fast results', text: 'From a question to a published page or post in minutes.' },
  { icon: ShieldCheck, title: 'Curated models', text: 'Every model is reviewed before it reaches your workspace.' },
];

export function Introduction() {
  return (
    <section aria-labelledby="intro-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:pb-20">
      <Card className="p-6 sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">Introduction</p>
        <h2 id="intro-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
          Your business, boosted by the best of AI
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          AI Business Hub brings the strongest AI models together for small businesses. Ask a question once, compare the answers, merge
          them, and turn the result into a website, a blog post, a script or a social post.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-line bg-page p-4">
              <Icon aria-hidden="true" className="size-5 text-accent" />
              <p className="mt-3 font-semibold">{title}</p>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/chat" variant="gradient" size="lg" className="mt-8">
          Get Started
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </Card>
    </section>
  );
}
