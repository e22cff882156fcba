import { Check, Lock, RotateCcw, X } from 'lucide-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ModelFacts, ModelHeading } from '../../components/ModelFacts';
import type { CatalogueModel } from '../../domain/model-catalogue';
import type { ReviewDecision } from './api/review-model';

interface AdminModelCardProps {
  model: CatalogueModel;
  busy: boolean;
  onReview: (model: CatalogueModel, decision: ReviewDecision) => void;
}

/** Reject asks first, in the card: the question, Reject and Keep for review (Escape keeps it). */
function RejectConfirm({ model, busy, onReview, onCancel }: AdminModelCardProps & { onCancel: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={`Reject ${model.name}?`}
      className="mt-auto flex flex-wrap items-center gap-2 pt-5"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className="w-full text-sm font-medium text-fg">Reject {model.name}? It will not be offered to anyone.</p>
      <Button size="sm" variant="danger" className="grow" disabled={busy} onClick={() => onReview(model, 'rejected')}>
        <X aria-hidden="true" className="size-4" />
        Reject
      </Button>
      <Button ref={keep} size="sm" variant="secondary" className="grow" disabled={busy} onClick={onCancel}>
        Keep for review
      </Button>
    </div>
  );
}

/**
 * A model in review: pending ones have the three decisions (Reject asks first),
 * approved ones say who sees them and can go back to review, rejected ones can be
 * restored to review.
 */
export const AdminModelCard = memo(function AdminModelCard({ model, busy, onReview }: AdminModelCardProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const visibility = model.visibility ? (
    <Badge tone={model.visibility === 'public' ? 'success' : 'admin'}>{model.visibility === 'public' ? 'Public' : 'Private'}</Badge>
  ) : null;
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => rejectButton.current?.focus());
  };
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-5 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <ModelHeading model={model} headingId={headingId} extra={visibility} />
      {model.description ? <p className="mt-3 line-clamp-2 text-sm text-muted">{model.description}</p> : null}
      <ModelFacts model={model} />
      {model.popularity !== null ? <p className="mt-2 text-xs text-muted">Popularity {model.popularity}/100</p> : null}
      {model.status === 'pending' && confirming ? (
        <RejectConfirm model={model} busy={busy} onReview={onReview} onCancel={cancel} />
      ) : model.status === 'pending' ? (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
          <Button size="sm" variant="primary" className="grow" disabled={busy} onClick={() => onReview(model, 'public')}>
            <Check aria-hidden="true" className="size-4" />
            Approve Public
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="grow"
            disabled={busy}
            onClick={() => onReview(model, 'private')}
            aria-label={`Private: approve ${model.name} for admins only`}
          >
            <Lock aria-hidden="true" className="size-4" />
            Private
          </Button>
          <Button
            ref={rejectButton}
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Reject ${model.name}`}
            title="Reject"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : (
        <div className="mt-auto pt-5">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onReview(model, 'pending')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {model.status === 'approved' ? 'Move back to review' : 'Restore to review'}
          </Button>
        </div>
      )}
    </article>
  );
});
