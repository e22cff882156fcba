import { ArrowLeft, MailWarning, Send } from 'lucide-react';
import { Button } from '../../components/Button';
import type { LinkProblem as Problem } from '../../domain/auth-link-problem';
import { LINK_PROBLEM } from '../../domain/auth-messages';

/** Says why an e-mailed link did not sign the visitor in, with the reset request one click away. */
export function LinkProblem({ problem, onAskAgain, onSignIn }: { problem: Problem; onAskAgain: () => void; onSignIn: () => void }) {
  return (
    <div role="alert">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-danger" />
        {LINK_PROBLEM.title}
      </h2>
      {problem.reason ? <p className="mt-2 text-sm font-medium">{problem.reason}</p> : null}
      <p className="mt-2 text-sm text-muted">{problem.kind === 'other-browser' ? LINK_PROBLEM.otherBrowser : LINK_PROBLEM.failed}</p>
      <div className="mt-5 space-y-3">
        <Button variant="gradient" size="lg" className="w-full" onClick={onAskAgain}>
          <Send aria-hidden="true" className="size-5" />
          {LINK_PROBLEM.askAgain}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onSignIn}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {LINK_PROBLEM.signIn}
        </Button>
      </div>
    </div>
  );
}
