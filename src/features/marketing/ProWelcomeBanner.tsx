import { ArrowRight, Crown, FileText, Globe, MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../components/Badge';
import { ENABLED_CHAT_MODELS } from '../../domain/chat-catalogue';
import { listInWords } from '../../domain/list-in-words';
import { WEBSITE_TEMPLATES } from '../../domain/website/templates';

const PRO_TOOLS = [
  {
    to: '/chat',
    title: 'Multi-AI Chat',
    text: `Compare and merge answers from ${listInWords(ENABLED_CHAT_MODELS.map((model) => model.name))}.`,
    icon: MessageSquare,
  },
  {
    to: '/website-generator',
    title: 'Website Generator',
    text: `All ${WEBSITE_TEMPLATES.length} templates, multi-page sites.`,
    icon: Globe,
  },
  { to: '/automation', title: 'Content Automation', text: 'Blogs, video scripts and social posts.', icon: FileText, soon: false },
];

const QUICK_START = [
  { to: '/api-settings', label: 'Add your provider keys', soon: false },
  { to: '/models', label: 'Browse the model library', soon: false },
  { to: '/features', label: 'Tour every tool', soon: false },
];

const linkFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function ProWelcomeBanner() {
  return (
    <section aria-labelledby="pro-welcome" className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <div className="bg-accent-gradient rounded-3xl p-px">
        <div className="rounded-[calc(1.5rem-1px)] bg-surface p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <Crown aria-hidden="true" className="size-6 text-accent" />
            <h2 id="pro-welcome" className="text-xl font-bold sm:text-2xl">
              Welcome back, PRO member!
            </h2>
            <Badge tone="pro">PRO</Badge>
          </div>
          <p className="mt-2 text-muted">Every premium feature is unlocked for you. Jump right in:</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {PRO_TOOLS.map(({ to, title, text, icon: Icon, soon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className={`group flex h-full flex-col rounded-2xl border border-line bg-page p-5 transition hover:border-accent ${linkFocus}`}
                >
                  <Icon aria-hidden="true" className="size-6 text-accent" />
                  <span className="mt-3 flex items-center gap-1 font-semibold">
                    {title}
                    <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                    {soon ? (
                      <Badge tone="neutral" className="ml-auto">
                        Soon
                      </Badge>
                    ) : null}
                  </span>
                  <span className="mt-1 text-sm text-muted">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 border-t border-line pt-5 text-sm sm:flex-row sm:flex-wrap sm:items-center">
            <span className="font-semibold">Quick start:</span>
            {QUICK_START.map(({ to, label, soon }) => (
              <Link key={to} to={to} className={`rounded font-medium text-accent underline-offset-4 hover:underline ${linkFocus}`}>
                {label}
                {soon ? <span className="ml-1 text-xs font-normal text-muted">(soon)</span> : null}
              </Link>
            ))}
          </div>
          <p className="mt-4 text-sm text-muted">
            Questions? Ask <strong className="font-semibold text-fg">Mr. Support</strong>, the chat button in the bottom left corner of
            every screen.
          </p>
        </div>
      </div>
    </section>
  );
}
