import { Check, Plus, X } from 'lucide-react';
import { memo, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ModelFacts, ModelHeading } from '../../components/ModelFacts';
import type { CatalogueModel } from '../../domain/model-catalogue';

interface ModelCardProps {
  model: CatalogueModel;
  added: boolean;
  /** Added, but no real key answers it: the keys that would ("your Anthropic or OpenRouter API key"). */
  needsKey?: string | undefined;
  busy: boolean;
  onAdd: (model: CatalogueModel) => void;
  onRemove: (model: CatalogueModel) => void;
}

/** One model of the database; memoised so that typing in the search box leaves the cards that stay alone. */
export const ModelCard = memo(function ModelCard({ model, added, needsKey, busy, onAdd, onRemove }: ModelCardProps) {
  const headingId = useId();
  // Add to Platform and Remove swap places once the change is saved (and are disabled
  // meanwhile): the focus goes on to the button that replaced the pressed one.
  const actionButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const press = (action: () => void) => () => {
    pressed.current = true;
    action();
  };
  useEffect(() => {
    if (!pressed.current || busy) return;
    pressed.current = false;
    actionButton.current?.focus();
  }, [added, busy]);
  const privateBadge = model.visibility === 'private' ? <Badge tone="admin">Private</Badge> : null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-5 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]"
    >
      <ModelHeading model={model} headingId={headingId} extra={privateBadge} />
      {model.description ? <p className="mt-3 line-clamp-3 text-sm text-muted">{model.description}</p> : null}
      <ModelFacts model={model} />
      <div className="mt-auto pt-5">
        {added && needsKey ? (
          <p className="mb-3 rounded-lg border border-warn/30 bg-warn-soft px-3 py-2 text-sm text-warn">
            Needs an API key: this site has none for it. Add {needsKey} to get its answers.{' '}
            <Link to="/api-settings" className="font-semibold underline underline-offset-2">
              Add a key in API Settings
            </Link>
          </p>
        ) : null}
        {added ? (
          <div className="flex items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
              <Check aria-hidden="true" className="size-4" />
              Added to your chat
            </span>
            <Button
              ref={actionButton}
              variant="ghost"
              size="sm"
              className="px-2"
              disabled={busy}
              onClick={press(() => onRemove(model))}
              aria-label={`Remove ${model.name} from your chat`}
            >
              <X aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </div>
        ) : (
          <Button ref={actionButton} variant="primary" size="sm" className="w-full" disabled={busy} onClick={press(() => onAdd(model))}>
            <Plus aria-hidden="true" className="size-4" />
            Add to Platform
          </Button>
        )}
      </div>
    </article>
  );
});
