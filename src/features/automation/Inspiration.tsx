import { Search, TrendingUp } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { SAMPLE_SEARCH_INSIGHTS, studioTemplate, TRENDING_SHOWN, TRENDING_TOPICS, type TemplateId } from '../../domain/studio/catalogue';
import { notify } from '../../lib/toast';
import type { Studio } from './use-studio';

/** Trending topics (a click makes one the topic) and search insights for the topic. */
export function Inspiration({ studio, template }: { studio: Studio; template: TemplateId }) {
  const chooseTopic = (query: string) => {
    if (template === 'blog') studio.update({ topics: [query, ...studio.settings.topics.slice(1)] });
    else studio.setField(studioTemplate(template).subjectField, query);
  };
  const loadTrending = () => {
    studio.setTrending(TRENDING_TOPICS.slice(0, TRENDING_SHOWN));
    notify({ title: 'Trending Topics Loaded', description: 'Pick one to use it as your topic.' });
  };
  const loadInsights = () => {
    studio.setInsights(SAMPLE_SEARCH_INSIGHTS);
    notify({ title: 'Search Data Loaded', description: 'Sample search insights are shown under the buttons.' });
  };
  const insights = studio.insights;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button variant="secondary" size="sm" onClick={loadTrending}>
          <TrendingUp aria-hidden="true" className="size-4" />
          Load Trending Topics
        </Button>
        <Button variant="secondary" size="sm" onClick={loadInsights}>
          <Search aria-hidden="true" className="size-4" />
          Fetch Search Insights
        </Button>
      </div>
      {studio.trending ? (
        <ul aria-label="Trending topics" className="space-y-2">
          {studio.trending.map((topic) => (
            <li key={topic.query}>
              <button
                type="button"
                onClick={() => chooseTopic(topic.query)}
                className="flex w-full items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-left text-sm hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="font-medium">{topic.query}</span>
                <span className="shrink-0 text-xs text-muted">
                  {topic.volume} · <span className="text-success">{topic.trend}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {insights ? (
        <div className="rounded-lg border border-line p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold">Search insights</p>
            {insights.source === 'sample' ? <Badge>Sample data</Badge> : <Badge tone="success">Live</Badge>}
          </div>
          <p className="mt-2 text-xs font-medium text-muted">People also ask</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {insights.relatedQuestions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
          <p className="mt-3 text-xs font-medium text-muted">Top results</p>
          <ul className="mt-1 space-y-2">
            {insights.topResults.map((result) => (
              <li key={result.title}>
                <span className="font-medium">{result.title}</span> <span className="text-xs text-muted">({result.source})</span>
                <p className="text-xs text-muted">{result.snippet}</p>
              </li>
            ))}
          </ul>
          {studio.settings.realtime ? null : <p className="mt-3 text-xs text-muted">Turn on Real-time search data to let the writer use these.</p>}
        </div>
      ) : null}
    </div>
  );
}
