import { FileText, Globe, Share2, Video } from 'lucide-react';
import { Button } from '../../components/Button';
import { HANDOFF_KEYS, HANDOFF_ROUTES, handoffPayload, type HandoffTarget } from '../../domain/handoff';

const ACTIONS: { target: HandoffTarget; label: string; icon: typeof Globe }[] = [
  { target: 'website', label: 'Generate Website', icon: Globe },
  { target: 'blog', label: 'Create Blog Post', icon: FileText },
  { target: 'video', label: 'Generate Video Script', icon: Video },
  { target: 'social', label: 'Social Media Post', icon: Share2 },
];

function handOff(target: HandoffTarget, question: string, content: string) {
  localStorage.setItem(HANDOFF_KEYS[target], JSON.stringify(handoffPayload(target, question, content)));
  window.open(HANDOFF_ROUTES[target], '_blank', 'noopener');
}

/** Leaves the question and the chosen text in localStorage and opens the tool in a new tab. */
export function ActionPanel({ question, content }: { question: string; content: string }) {
  return (
    <section aria-label="Take Action with This Response" className="mt-4 rounded-xl border border-line bg-subtle p-4">
      <h4 className="mb-3 text-sm font-semibold text-fg">Take Action with This Response</h4>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {ACTIONS.map(({ target, label, icon: Icon }) => (
          <Button key={target} variant="secondary" size="sm" onClick={() => handOff(target, question, content)} className="justify-start">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
