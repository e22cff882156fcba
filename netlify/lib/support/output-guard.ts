// The answer check of Mr. Support: the model's words pass through here before they
// reach the reader. The guard holds back the last words of the stream and looks at
// everything written so far for (1) a run of words copied from the prompt's rules,
// the one part of the prompt that is not public (the facts and the guide sections
// are, and may be quoted), and (2) what a leak looks like: talk of its own
// instructions, names of the server's secret settings, things shaped like keys.
// When it trips, nothing more is released and the answer becomes the refusal.

/** A run of this many words of the rules in an answer is a leak. */
export const RULES_RUN_WORDS = 8;
/** Words held back: a leaking run is caught before its first word is released. */
const HOLD_BACK_WORDS = RULES_RUN_WORDS;

const LEAK_MARKERS = [
  /\bmy (?:system |original |initial |hidden |secret |internal )?(?:instructions|prompt|directives|guidelines|rules|programming)\b/i,
  /\bsystem (?:prompt|message)\b/i,
  /\b(?:i was|i've been|i have been|i am|i'm) (?:told|instructed|programmed|asked|configured) to\b/i,
  // The names of the server's secret settings.
  /\b(?:PROVIDER_KEYS_SECRET|AUTOMATION_SECRET|SUPABASE_[A-Z_]+|[A-Z][A-Z0-9]*_(?:API_KEY|SECRET|TOKEN|PASSWORD))\b/,
  /\bservice_role\b/i,
  // Key shapes: OpenAI, Anthropic, OpenRouter; a JWT; a private key block.
  /\bsk-(?:ant-|proj-|or-)?[A-Za-z0-9_-]{16,}/,
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  // Long hex, or base64 with digits and both cases (a link's path has neither).
  /\b[0-9a-f]{32,}\b/i,
  /(?<![A-Za-z0-9+/_-])(?=[A-Za-z0-9+/_-]*\d)(?=[A-Za-z0-9+/_-]*[A-Z])(?=[A-Za-z0-9+/_-]*[a-z])[A-Za-z0-9+/_-]{40,}/,
];

/** Plain lower-case words (markdown, punctuation and look of letters aside). */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const runsCache = new Map<string, Set<string>>();

/** Every run of RULES_RUN_WORDS consecutive words of the secret text. */
function runsOf(secret: string): Set<string> {
  let runs = runsCache.get(secret);
  if (!runs) {
    const words = wordsOf(secret);
    runs = new Set(
      words.slice(0, Math.max(0, words.length - RULES_RUN_WORDS + 1)).map((_, i) => words.slice(i, i + RULES_RUN_WORDS).join(' ')),
    );
    runsCache.set(secret, runs);
  }
  return runs;
}

/** True when `text` copies a run of `secret` or shows a leak marker. `complete`: the last word is whole. */
export function leaks(text: string, secret: string, complete = true): boolean {
  const whole = complete ? text : text.replace(/[\p{L}\p{N}]+$/u, '');
  if (LEAK_MARKERS.some((marker) => marker.test(whole))) return true;
  const words = wordsOf(whole);
  const runs = runsOf(secret);
  for (let i = 0; i + RULES_RUN_WORDS <= words.length; i += 1) {
    if (runs.has(words.slice(i, i + RULES_RUN_WORDS).join(' '))) return true;
  }
  return false;
}

export interface OutputGuard {
  /** Takes the next piece of the answer; gives the text that is safe to show now ('' for none yet), or null once it tripped. */
  push(piece: string): string | null;
  /** The answer is complete: the rest of the text, or null when it leaks. */
  finish(): string | null;
  readonly tripped: boolean;
}

export function createOutputGuard(secret: string): OutputGuard {
  let text = '';
  let released = 0;
  let tripped = false;
  const check = (complete: boolean) => {
    tripped ||= leaks(text, secret, complete);
    return !tripped;
  };
  return {
    push(piece) {
      if (tripped) return null;
      text += piece;
      if (!check(false)) return null;
      // Release up to the start of the last HOLD_BACK_WORDS words (a word still being written counts).
      const starts = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match.index);
      const safeEnd = starts.length > HOLD_BACK_WORDS ? starts[starts.length - HOLD_BACK_WORDS]! : released;
      const safe = text.slice(released, Math.max(released, safeEnd));
      released += safe.length;
      return safe;
    },
    finish() {
      if (tripped || !check(true)) return null;
      const rest = text.slice(released);
      released = text.length;
      return rest;
    },
    get tripped() {
      return tripped;
    },
  };
}
