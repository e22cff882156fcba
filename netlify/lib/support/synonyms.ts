// Words customers use for what the guide names otherwise. A question's word also
// searches for the other words of its group, at a lower weight than the word itself.
// Groups are general English for the app's subjects, not the wording of test questions.
import { searchTerms } from './search-terms.ts';

const GROUPS: readonly string[] = [
  'pro premium upgrade plus',
  'subscription subscribe plan membership',
  'cancel refund cancellation',
  'refund money back reimburse',
  'phone mobile smartphone iphone android tablet',
  'price cost fee expensive cheap pricing charge',
  'buy purchase pay payment',
  'transaction payment order receipt invoice',
  'delete remove erase close',
  'signout leave exit',
  'signin login',
  'signup register join enroll',
  'password passcode passwd',
  'email mail inbox',
  'error problem issue bug broken crash fail troubleshoot',
  'site webpage homepage',
  'download export save',
  'free gratis',
  'chat conversation',
  'answer reply response',
  'model llm',
  'limit quota cap allowance maximum',
  'schedule automate recurring repeat',
  'key token',
  'account profile',
  'history previous old past earlier yesterday',
  'share link',
  'template layout',
  'data information info personal',
  'human person agent someone staff team',
  'stuck slow hang freeze',
  'theme dark light night',
  'extra feature benefit perk include',
  'edit change modify',
  'add put paste enter insert',
  'day today daily',
  'stop interrupt abort halt',
  'regenerate redo retry',
  'write type',
  'twitter tweet',
  'find search look locate',
  'fast speed quick',
  'connect integrate integration connector',
  'create generate build',
  'business company shop',
  'image picture photo',
  'expire renew lapse lifetime forever',
  'store keep retain retention',
  'load show appear display missing',
  'reorder move order drag rearrange above below',
  'heading headline title',
  'blog article',
  'share send coworker colleague friend client',
  'different another new fresh',
  'social twitter tweet instagram linkedin facebook',
  'design style look color font',
  'publish online live internet',
  'domain address url',
];

const alternatives = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const terms = searchTerms(group);
  for (const term of terms) {
    const known = alternatives.get(term) ?? new Set<string>();
    for (const other of terms) if (other !== term) known.add(other);
    alternatives.set(term, known);
  }
}

/** The other search terms that stand for `term` (already stemmed). */
export function synonymsOf(term: string): ReadonlySet<string> {
  return alternatives.get(term) ?? new Set();
}
