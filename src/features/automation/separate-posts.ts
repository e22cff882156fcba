// A blog generation in 'separate' mode writes a post for each topic. The first stays in
// the automation page (its topic becomes the piece's only one); each other post is saved at once
// as a draft of its own in My content, named after its topic, so every post can be
// opened, edited, scheduled and sent on its own instead of sharing one text and one title.
import type { GeneratedPiece } from '../../domain/automation/contract';
import type { ContentSettings } from '../../domain/automation/settings';
import { saveContentItem } from './api/save-content-item';

/** Saves `posts` as blog drafts with `settings` (what wrote them included), each with its own topic; answers their titles. */
export async function saveSeparatePosts(
  posts: readonly GeneratedPiece[],
  settings: ContentSettings & Record<string, unknown>,
): Promise<string[]> {
  const saved = await Promise.all(
    posts.map((post) =>
      saveContentItem({
        id: null,
        template: 'blog',
        title: post.topic.slice(0, 200),
        // a post of its own: its topic alone, and no schedule (the automation page's schedule is the first post's)
        settings: { ...settings, topics: [post.topic], scheduling: false, recurring: false },
        content: post.content.trim(),
        scheduledAt: null,
        recurring: false,
        frequency: null,
        timeZone: null,
        endsAt: null,
        maxRuns: null,
        runMode: 'send_saved',
        publishWithoutReview: false,
      }),
    ),
  );
  return saved.map((item) => item.title);
}

/** What the automation page says about the posts it saved and the topics it could not write. */
export function separatePostsNote(saved: readonly string[], failed: readonly string[]): string {
  const quoted = (titles: readonly string[]) => titles.map((title) => `“${title}”`).join(', ');
  const parts = [
    saved.length
      ? `${saved.length === 1 ? 'The post' : 'The posts'} about ${quoted(saved)} ${saved.length === 1 ? 'is' : 'are'} saved in My content.`
      : '',
    failed.length ? `${quoted(failed)} could not be written: generate ${failed.length === 1 ? 'it' : 'them'} again.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
