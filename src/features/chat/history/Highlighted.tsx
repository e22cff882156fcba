import { MATCH_END, MATCH_START } from '../api/search-chats';

/** A search snippet with its matches in <mark>; the text is never parsed as HTML. */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(MATCH_START);
  return (
    <>
      {parts[0]}
      {parts.slice(1).map((part, index) => {
        const [match = '', rest = ''] = part.split(MATCH_END);
        return (
          <span key={index}>
            <mark className="rounded bg-accent-soft px-0.5 text-fg">{match}</mark>
            {rest}
          </span>
        );
      })}
    </>
  );
}
