import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { AUTOMATION_LIMITS, automationTemplate } from '../../../domain/automation/catalogue';
import { type TopicMode } from '../../../domain/automation/settings';
import type { AutomationState } from '../use-automation';
import { groupLabel } from './styles';

export function TopicList({ automation }: { automation: AutomationState }) {
  const { topics, topicMode } = automation.settings;
  const setTopic = (index: number, value: string) => automation.update({ topics: topics.map((topic, i) => (i === index ? value : topic)) });
  // Add Topic is for typing one: its new field takes the focus. A removed topic's button
  // goes with it, so the field before it does.
  const focusTopic = useRef<number | null>(null);
  const setFocusTopic = (index: number) => void (focusTopic.current = index);
  useEffect(() => {
    if (focusTopic.current === null) return;
    document.querySelector<HTMLElement>(`[data-topic="${focusTopic.current}"]`)?.focus();
    focusTopic.current = null;
  }, [topics.length]);
  return (
    <fieldset className="space-y-3">
      <legend className={groupLabel}>Topics</legend>
      {topics.map((topic, index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={topics.length > 1 ? `Topic ${index + 1}` : 'Topic'}
            value={topic}
            maxLength={AUTOMATION_LIMITS.topic}
            data-field={index === 0 ? 'topic' : undefined}
            data-topic={index}
            error={index === 0 && automation.missing?.field === 'topic' ? automation.missing.message : undefined}
            hint={`${topic.length}/${AUTOMATION_LIMITS.topic} characters`}
            placeholder={index === 0 ? automationTemplate('blog').fields[0]!.placeholder : 'Another topic'}
            onChange={(event) => setTopic(index, event.target.value)}
          />
          {topics.length > 1 ? (
            <Button
              variant="ghost"
              className="h-11"
              aria-label={`Remove topic ${index + 1}`}
              onClick={() => {
                automation.update({ topics: topics.filter((_, i) => i !== index) });
                setFocusTopic(Math.max(0, index - 1));
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </div>
      ))}
      {topics.length < AUTOMATION_LIMITS.topics ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            automation.update({ topics: [...topics, ''] });
            setFocusTopic(topics.length);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Topic
        </Button>
      ) : null}
      <p id="topic-mode-hint" className="text-xs text-muted">
        With several topics: a post for each (written side by side), or one post that covers them all.
      </p>
      <div role="radiogroup" aria-label="Several topics" aria-describedby="topic-mode-hint" className="grid grid-cols-2 gap-2">
        {(
          [
            ['separate', 'Separate'],
            ['combined', 'Combined'],
          ] as [TopicMode, string][]
        ).map(([mode, label]) => (
          <Button
            key={mode}
            role="radio"
            aria-checked={topicMode === mode}
            size="sm"
            variant={topicMode === mode ? 'primary' : 'secondary'}
            onClick={() => automation.update({ topicMode: mode })}
          >
            {label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
