import { Send, Square } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { preloadMarkdown } from '../../components/MarkdownView';
import { countOf } from '../../domain/plural';

/** The question box's id: what takes the focus after an action leaves nothing else to hold it. */
export const CHAT_INPUT_ID = 'chat-input';

const MIN_HEIGHT = 60;
const MAX_HEIGHT = 200;

/** The question box: Enter sends, Shift+Enter adds a line; it grows from 60 to 200 px. */
export function ChatComposer({
  modelCount,
  sending,
  text,
  onTextChange,
  onSend,
  onStop,
  files,
}: {
  modelCount: number;
  sending: boolean;
  /** The question being written (the chat puts a failed question back here). */
  text: string;
  onTextChange: (text: string) => void;
  /** Starts sending; false when nothing was sent (the input then keeps its text). */
  onSend: (text: string) => boolean;
  onStop: () => void;
  /** Attach files and the attached files' chips (signed in only). */
  files?: ReactNode;
}) {
  const setText = onTextChange;
  const area = useRef<HTMLTextAreaElement>(null);
  // Stop turns back into Send, which is disabled while the box is empty: the focus would
  // fall to the page. It goes to the question box instead, ready for the next question.
  const stopped = useRef(false);
  useEffect(() => {
    if (sending || !stopped.current) return;
    stopped.current = false;
    area.current?.focus();
  }, [sending]);
  // A question put back after a failure may be taller than the box.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, element.scrollHeight))}px`;
  }, [text]);

  function resize() {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, element.scrollHeight))}px`;
  }

  function submit() {
    if (!text.trim() || sending) return;
    if (!onSend(text)) return;
    setText('');
    requestAnimationFrame(resize);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    // Pinned to the bottom of the screen: Mr. Support's bubble keeps its corner (clear-support-bubble).
    <div className="clear-support-bubble border-t border-line bg-page/95 pt-3 pb-4 backdrop-blur">
      {files}
      <div className="flex items-end gap-2">
        <label htmlFor={CHAT_INPUT_ID} className="sr-only">
          Your question
        </label>
        <textarea
          id={CHAT_INPUT_ID}
          ref={area}
          rows={2}
          value={text}
          placeholder="Ask anything to multiple AI models..."
          onChange={(event) => {
            setText(event.target.value);
            resize();
          }}
          onKeyDown={onKeyDown}
          onFocus={preloadMarkdown}
          className="max-h-[200px] min-h-[60px] flex-1 resize-none rounded-xl border border-line bg-surface px-4 py-3 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-accent/40"
        />
        {sending ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              stopped.current = true;
              onStop();
            }}
            aria-label="Stop generating"
            className="px-4"
          >
            <Square aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Stop</span>
          </Button>
        ) : (
          <Button variant="gradient" size="lg" onClick={submit} disabled={!text.trim()} aria-label="Send" className="px-4">
            <Send aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <p className="mt-2 text-xs text-muted">Chatting with {countOf(modelCount, 'AI model')} - Click responses to select for synthesis</p>
    </div>
  );
}
