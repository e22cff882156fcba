import { Loader2, Search, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import {
  SAMPLE_SEARCH_INSIGHTS,
  automationTemplate,
  TRENDING_SHOWN,
  TRENDING_TOPICS,
  type TemplateId,
} from '../../domain/automation/catalogue';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { fetchSearchInsights } from './api/search-insights';
import { searchTopic } from '../../domain/automation/settings';
import type { AutomationState } from './use-automation';

/** Trending topics (a click makes one the topic) and search insights for the topic. */
export function Inspiration({ automation, template }: { automation: AutomationState; template: TemplateId }) {
  const { user } = useAuth();
  const chooseTopic = (query: string) => {
    if (template === 'blog') automation.update({ topics: [query, ...automation.settings.topics.slice(1)] });
    else automation.setField(automationTemplate(template).subjectField, query);
  };
  const loadTrending = () => {
    automation.setTrending(TRENDING_TOPICS.slice(0, TRENDING_SHOWN));
    notify({ title: 'Trending Topics Loaded', description: 'Pick one to use it as your topic.' });
  };
  const [searching, setSearching] = useState(false);
  const loadInsights = async () => {
    const topic = searchTopic(template, automation.settings);
    // Signed out or no topic yet: the static sample, labelled, with no server call.
    if (!user || !topic) {
      automation.setInsights(SAMPLE_SEARCH_INSIGHTS);
      notify({
        title: 'Search Data Loaded',
        description: topic
          ? 'Sample search insights are shown under the buttons.'
          : 'Sample search insights are shown. Enter a topic to search for real ones.',
      });
      return;
    }
    setSearching(true);
    try {
      const insights = await fetchSearchInsights(topic);
      automation.setInsights(insights);
      notify({
        title: 'Search Data Loaded',
        description:
          insights.source === 'live'
            ? `Live search results for “${topic}” are shown under the buttons.`
            : 'Sample search insights are shown under the buttons.',
      });
    } catch (error) {
      notifyFailure('Search Failed', error);
    } finally {
      setSearching(false);
    }
  };
  const insights = automation.insights;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button variant="secondary" size="sm" onClick={loadTrending}>
          <TrendingUp aria-hidden="true" className="size-4" />
          Load Trending Topics
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void loadInsights()} disabled={searching} aria-busy={searching}>
          {searching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Search aria-hidden="true" className="size-4" />}
          {searching ? 'Searching...' : 'Fetch Search Insights'}
        </Button>
      </div>
      {automation.trending ? (
        // The topics are a fixed sample (src/domain/automation/catalogue.ts), labelled like sample insights.
        <section aria-labelledby="trending-heading" className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <p id="trending-heading" className="text-sm font-semibold">
              Trending topics
            </p>
            <Badge>Sample data</Badge>
          </div>
          <ul aria-label="Trending topics" className="space-y-2">
            {automation.trending.map((topic) => (
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
          <p className="text-xs text-muted">Example topics to start from, not live search trends.</p>
        </section>
      ) : null}
      {insights ? (
        <section aria-label="Search insights" className="rounded-lg border border-line p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold">{insights.topic ? `Search insights for “${insights.topic}”` : 'Search insights'}</p>
            {insights.source === 'sample' ? <Badge>Sample data</Badge> : <Badge tone="success">Live</Badge>}
          </div>
          {insights.relatedQuestions.length ? (
            <>
              <p className="mt-2 text-xs font-medium text-muted">People also ask</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {insights.relatedQuestions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-3 text-xs font-medium text-muted">Top results</p>
          {insights.topResults.length ? (
            <ul className="mt-1 space-y-2">
              {insights.topResults.map((result) => (
                <li key={result.url ?? result.title} className="break-words">
                  {result.url ? (
                    <a
                      href={result.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-accent underline-offset-2 hover:underline"
                    >
                      {result.title}
                    </a>
                  ) : (
                    <span className="font-medium">{result.title}</span>
                  )}{' '}
                  <span className="text-xs text-muted">({result.source})</span>
                  <p className="text-xs text-muted">{result.snippet}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-xs text-muted">The search found nothing for this topic. Try fewer or broader words.</p>
          )}
          {insights.statistics.length ? (
            <>
              <p className="mt-3 text-xs font-medium text-muted">{insights.source === 'live' ? 'Key facts' : 'Figures'}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-xs">
                {insights.statistics.map((figure) => (
                  <li key={figure}>{figure}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-3 text-xs text-muted">
            {automation.settings.realtime
              ? insights.source === 'live'
                ? 'The writer will use these and list the pages it drew on under Sources.'
                : 'Sample data is for illustration: the writer will not cite it.'
              : 'Turn on Real-time search data to let the writer use these.'}
          </p>
        </section>
      ) : null}
    </div>
  );
}
