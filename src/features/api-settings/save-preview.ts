// What the chat will do with the provider list as it stands on screen (saved or not):
// which cards answer with the user's key, the site's, or as a demo, by the same rule
// the server's model routing uses (domain/chat-plan.ts). API Settings shows it above
// Save All Settings, so nobody learns from the chat that a card went missing.
import { builtInKeySource, type KeySource } from '../../domain/chat-plan';
import { FREE_CHAT_MODEL } from '../../domain/chat-catalogue';
import type { ProviderSettingsResponse } from '../../domain/provider-settings';
import { FREE_CHAT, isProviderId, PROVIDERS } from '../../domain/providers';
import type { DraftProvider } from './use-provider-draft';

/** The cards of one kind of answer; `off`: switched on, but no key on either side, so not asked. */
export type PreviewGroup = { source: KeySource | 'off'; names: string[] };

const hasKey = (entry: DraftProvider) => (entry.typedKey?.trim() ? true : entry.removeKey ? false : entry.apiKeyConfigured);

/** Whose key answers each enabled provider's card, grouped in the list's order (PRO: every card; free: the one free model). */
export function previewGroups(
  draft: readonly DraftProvider[],
  platform: ProviderSettingsResponse['platform'],
  isPaid: boolean,
): PreviewGroup[] {
  const sourceOf = (entry: DraftProvider) =>
    isProviderId(entry.kind)
      ? builtInKeySource({ userKey: hasKey(entry), platformKey: platform.keys.includes(entry.kind), serverDemo: platform.demo })
      : 'user';
  const cards: { name: string; source: PreviewGroup['source'] }[] = [];
  if (!isPaid) {
    const openai = draft.find((entry) => entry.kind === FREE_CHAT.provider && entry.enabled);
    const source = builtInKeySource({
      userKey: Boolean(openai && hasKey(openai)),
      platformKey: platform.keys.includes(FREE_CHAT.provider),
      serverDemo: platform.demo,
    });
    cards.push({ name: FREE_CHAT_MODEL.name, source: source ?? 'off' });
  } else {
    for (const entry of draft) {
      if (!entry.enabled || (isProviderId(entry.kind) && !PROVIDERS[entry.kind].chat)) continue;
      cards.push({ name: entry.name, source: sourceOf(entry) ?? 'off' });
    }
  }
  const groups: PreviewGroup[] = [];
  for (const card of cards) {
    const group = groups.find((candidate) => candidate.source === card.source);
    if (group) group.names.push(card.name);
    else groups.push({ source: card.source, names: [card.name] });
  }
  return groups;
}

/** "GPT-4", "GPT-4 and Claude 3", "GPT-4, Claude 3 and Gemini Pro". */
export const joinNames = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

/** One sentence per group, worded for one card or several. */
export function previewSentence({ source, names }: PreviewGroup): string {
  const one = names.length === 1;
  const list = joinNames(names);
  switch (source) {
    case 'user':
      return `${list} ${one ? 'answers' : 'answer'} with your own key.`;
    case 'platform':
      return `${list} ${one ? 'answers' : 'answer'} with this site's key.`;
    case 'demo':
      return `${list} ${one ? 'keeps' : 'keep'} giving demo answers: this site has no key for ${one ? 'it' : 'them'}. Add your own key to get real answers.`;
    case 'none':
    case 'off':
      return `${list} ${one ? 'is' : 'are'} on but will not answer: neither you nor this site has a key for ${one ? 'it' : 'them'}.`;
  }
}

/**
 * What Save All Settings' toast says the chat does from now on, true per tier: PRO
 * asks the providers switched on, in the list's order; the free plan asks its one
 * model whatever else is saved (with the user's OpenAI key if they saved one).
 */
export function savedDescription(groups: readonly PreviewGroup[], isPaid: boolean): string {
  if (isPaid) return 'The chat asks your providers in this order, with your keys, from now on.';
  const free = groups[0];
  return `${free ? `${previewSentence(free)} ` : ''}The free plan asks only this model: your other providers answer once you upgrade to PRO.`;
}
