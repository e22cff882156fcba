/**
 * A question as the chat shows it (and a shared chat): the user's own words, lines
 * kept. wrap-anywhere: a long link (a tracking URL has no hyphen to break at) wraps
 * inside the bubble instead of widening the page past a phone's screen.
 */
export function QuestionBubble({ question, srLabel }: { question: string; srLabel: string }) {
  return (
    <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent-gradient px-4 py-2.5 text-sm wrap-anywhere whitespace-pre-wrap text-white">
      <span className="sr-only">{srLabel} </span>
      {question}
    </p>
  );
}
