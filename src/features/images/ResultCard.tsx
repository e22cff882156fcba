import { Badge } from '../../components/Badge';
import { Spinner } from '../../components/Spinner';
import type { ImageRow, ImageShape } from '../../domain/images-contract';
import { ImageActions } from './ImageActions';

export interface Result {
  key: string;
  model: string;
  shape: ImageShape;
  state: 'pending' | 'done' | 'failed';
  image?: ImageRow;
  error?: string;
}

const ASPECT: Record<ImageShape, string> = { square: 'aspect-square', portrait: 'aspect-[2/3]', landscape: 'aspect-[3/2]' };

/** One model's result: drawing, the image with its actions, or why it failed. */
export function ResultCard({ result, modelName, onDeleted }: { result: Result; modelName: string; onDeleted: () => void }) {
  const { image } = result;
  return (
    <li
      aria-label={`${modelName} image`}
      aria-busy={result.state === 'pending'}
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {result.state === 'pending' ? (
        <div className={`flex items-center justify-center bg-subtle ${ASPECT[result.shape]}`}>
          <Spinner label={`${modelName} is drawing`} className="size-6" />
        </div>
      ) : image ? (
        <img src={image.url} alt={image.alt} width={image.width} height={image.height} className="h-auto w-full bg-subtle" />
      ) : null}
      <div className="space-y-3 p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
          {modelName}
          {image?.demo ? <Badge tone="neutral">Demo image</Badge> : null}
        </p>
        {result.state === 'failed' ? (
          <p role="alert" className="text-sm text-danger">
            {result.error}
          </p>
        ) : null}
        {image ? <ImageActions image={image} onDeleted={onDeleted} /> : null}
      </div>
    </li>
  );
}
