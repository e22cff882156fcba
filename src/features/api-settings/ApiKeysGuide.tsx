import { ExternalLink } from 'lucide-react';
import { PROVIDERS } from '../../domain/providers';

// Each card is named after its provider as the registry labels it.
const GUIDES = [
  {
    provider: PROVIDERS.openai,
    models: 'GPT-4 in the chat and GPT-4o-mini for the free plan',
    url: 'https://platform.openai.com/api-keys',
    steps: [
      'Sign in at platform.openai.com (an OpenAI account is separate from ChatGPT Plus).',
      'Add a payment method and a little credit under Settings → Billing: the API is paid per use.',
      'Open API keys, click "Create new secret key", give it a name and copy it at once: it is shown only once.',
      'It looks like sk-proj-… (older keys: sk-…). Paste it into the GPT-4 key field here, click Test connection, then Save All Settings.',
    ],
  },
  {
    provider: PROVIDERS.anthropic,
    models: 'Claude 3',
    url: 'https://console.anthropic.com/settings/keys',
    steps: [
      'Sign in at console.anthropic.com.',
      'Buy credits under Plans & Billing.',
      'Open API Keys, click "Create Key", name it and copy it.',
      'It looks like sk-ant-api03-…. Paste it into the Claude 3 key field, Test connection, then Save All Settings.',
    ],
  },
  {
    provider: PROVIDERS.gemini,
    models: 'Gemini Pro',
    url: 'https://aistudio.google.com/app/apikey',
    steps: [
      'Sign in at aistudio.google.com with a Google account.',
      'Click "Get API key", then "Create API key" and pick (or create) a Google Cloud project.',
      'Copy the key: it starts with AIza… and has 39 characters. A free tier with daily limits is included.',
      'Paste it into the Gemini Pro key field, Test connection, then Save All Settings.',
    ],
  },
] as const;

/** Tab 'How to Get API Keys'. */
export function ApiKeysGuide() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="what-is-a-key" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="what-is-a-key" className="text-lg font-bold">
          What is an API key?
        </h2>
        <p className="mt-2 text-sm text-muted">
          An API key is a password that lets this app ask an AI provider questions on your account. The provider bills you directly for what
          you use, usually a fraction of a cent per answer (a long chat answer from GPT-4o costs about one cent); most providers want a
          payment method or prepaid credit first. Questions answered with your own keys do not count toward this app&apos;s daily limit.
        </p>
        <p className="mt-2 text-sm text-muted">
          Treat a key like a password: never share it or paste it anywhere else. Here it is encrypted before it is stored and only its last
          4 characters are ever shown again. You can remove it at any time, and revoke it on the provider&apos;s site.
        </p>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        {GUIDES.map((guide) => (
          <section
            key={guide.provider.id}
            aria-labelledby={`guide-${guide.provider.id}`}
            className="flex flex-col rounded-2xl border border-line bg-surface p-5"
          >
            <h2 id={`guide-${guide.provider.id}`} className="text-lg font-bold">
              {guide.provider.label}
            </h2>
            <p className="text-sm text-muted">For {guide.models}</p>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <a
              href={guide.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              Open the {guide.provider.label} key page
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </section>
        ))}
      </div>
    </div>
  );
}
