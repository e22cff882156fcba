// The words of a generated site. The model writes them as JSON checked against
// SiteCopySchema; without a model (or with an answer that does not validate) the
// built-in copywriter (builtin-copy.ts) writes them from the business's own details.
import * as v from 'valibot';

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
const item = v.object({ title: text(2, 60), description: text(10, 260) });

export const SiteCopySchema = v.object({
  headline: text(3, 90),
  tagline: text(10, 220),
  about: text(40, 1200),
  services: v.pipe(v.array(item), v.minLength(3), v.maxLength(6)),
  highlights: v.pipe(v.array(item), v.minLength(3), v.maxLength(4)),
  faq: v.pipe(v.array(v.object({ question: text(5, 140), answer: text(10, 400) })), v.minLength(3), v.maxLength(5)),
  cta: v.object({ heading: text(3, 80), text: text(10, 220), button: text(2, 30) }),
});
export type SiteCopy = v.InferOutput<typeof SiteCopySchema>;

export interface BusinessDetails {
  name: string;
  description: string;
  email?: string | undefined;
  phone?: string | undefined;
}
