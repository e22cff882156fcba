import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { GenerateImageRequest, ImageRow } from '../../domain/images-contract';
import { IMAGE_MODELS } from '../../domain/images-contract';
import { messageOf } from '../../domain/error-message';
import { generateImage } from './api/generate-image';
import { useImages } from '../../lib/images/list-images';
import { GenerateForm } from './GenerateForm';
import { MyImages } from './MyImages';
import { ResultCard, type Result } from './ResultCard';

/** The generator and My images: each model asked is one request, so each result shows as soon as it is ready. */
export function ImageStudio({ userId, isPaid }: { userId: string; isPaid: boolean }) {
  const [results, setResults] = useState<Result[]>([]);
  const { mutate } = useSWRConfig();
  // The unfiltered list (My images shares it while its search is empty): today's generations come with it.
  const { data } = useImages(userId, '');
  const generating = results.some((result) => result.state === 'pending');
  const refreshMyImages = () => mutate((key) => Array.isArray(key) && key[0] === 'my-images' && key[1] === userId);

  function generate(request: Omit<GenerateImageRequest, 'model'>, models: readonly string[]) {
    const batch = Date.now();
    setResults(models.map((model) => ({ key: `${batch}-${model}`, model, shape: request.shape, state: 'pending' })));
    for (const model of models) {
      const key = `${batch}-${model}`;
      const settle = (change: Partial<Result>) =>
        setResults((all) => all.map((result) => (result.key === key ? { ...result, ...change } : result)));
      generateImage({ ...request, model })
        .then((image: ImageRow) => {
          settle({ state: 'done', image });
          void refreshMyImages();
        })
        .catch((cause: unknown) => settle({ state: 'failed', error: messageOf(cause, 'The image could not be made. Try again.') }));
    }
  }

  const modelName = (id: string) => IMAGE_MODELS.find((model) => model.id === id)?.name ?? id;
  return (
    <div className="space-y-10">
      <GenerateForm isPaid={isPaid} busy={generating} quota={data?.quota} onGenerate={generate} />
      {results.length ? (
        <section aria-labelledby="image-results-heading">
          <h2 id="image-results-heading" className="mb-4 text-xl font-bold">
            Results
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((result) => (
              <ResultCard
                key={result.key}
                result={result}
                modelName={modelName(result.model)}
                onDeleted={() => {
                  setResults((all) => all.filter((other) => other.key !== result.key));
                  void refreshMyImages();
                }}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <MyImages userId={userId} />
    </div>
  );
}
