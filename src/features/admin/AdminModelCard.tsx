import { Check, Lock, X } from 'lucide-react';
import { memo, useId } from 'react';
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

/** A model in review: pending ones have the three decisions, approved ones say who sees them, rejected ones nothing. */
export const AdminModelCard = memo(function AdminModelCard({ model, busy, onReview }: AdminModelCardProps) {
  const headingId = useId();
  const visibility = model.visibility ? (
    <Badge tone={model.visibility === 'public' ? 'success' : 'admin'}>{model.visibility === 'public' ? 'Public' : 'Private'}</Badge>
  ) : null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-5 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <ModelHeading model={model} headingId={headingId} extra={visibility} />
      {model.description ? <p className="mt-3 line-clamp-2 text-sm text-muted">{model.description}</p> : null}
      <ModelFacts model={model} />
      {model.popularity !== null ? <p className="mt-2 text-xs text-muted">Popularity {model.popularity}/100</p> : null}
      {model.status === 'pending' ? (
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
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onReview(model, 'rejected')}
            aria-label={`Reject ${model.name}`}
            title="Reject"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </article>
  );
});
