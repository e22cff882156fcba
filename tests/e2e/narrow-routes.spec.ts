// Every route at 360 px, as a signed-in PRO admin whose data holds the longest
// content people paste: unbroken words (a tracking link with no hyphen), a file name
// of 200 characters, a post titled with one long word, a support request that is one
// long line. No page may be wider than the screen.
import { horizontalOverflow } from './axe.ts';
import { createAccount, expect, serviceClient, signIn, test, type TestAccount } from './fixtures.ts';
import { scheduleSocialPost } from './scheduled-items.ts';

const LONG_LINK = `https://shop.example.com/track?utm_source=newsletter&utm_campaign=${'autumnsale'.repeat(30)}`;
const LONG_WORD = `Supercalifragilistic${'expialidocious'.repeat(12)}`;
const LONG_FILE = `${'quarterlysupplierpricelist'.repeat(7)}.pdf`;
const SESSION = 'narrow-routes';

async function seedLongContent(account: TestAccount) {
  const admin = serviceClient();
  const turn = await admin.rpc('record_chat_turn', {
    p_user_id: account.id,
    p_session_id: SESSION,
    p_question: `Summarise the page at ${LONG_LINK}`,
    p_responses: [{ model: 'GPT-4o-mini (Free)', model_id: 'free', response: `The link ${LONG_LINK} points to ${LONG_WORD}.` }],
  });
  expect(turn.error).toBeNull();
  const documents = await admin.from('documents').insert([
    {
      user_id: account.id,
      name: LONG_FILE,
      kind: 'pdf',
      object_path: `${account.id}/long/${LONG_FILE}`,
      size_bytes: 48_213,
      pages: 12,
      status: 'ready',
    },
    {
      user_id: account.id,
      name: `failed-${LONG_FILE}`,
      kind: 'pdf',
      object_path: `${account.id}/failed/${LONG_FILE}`,
      size_bytes: 1_024,
      status: 'failed',
      failure: `failed-${LONG_FILE}: no text found: it looks scanned.`,
    },
  ]);
  expect(documents.error).toBeNull();
  // Ten minutes from now: on the calendar's list of this week (or, late on its last day, the next).
  await scheduleSocialPost(account, { title: LONG_WORD, at: new Date(Date.now() + 10 * 60_000), timeZone: 'UTC' });
  const request = await admin
    .from('support_requests')
    .insert({ user_id: account.id, email: account.email, message: `My invoice link ${LONG_LINK} does not open.`, transcript: [] });
  expect(request.error).toBeNull();
}

const ROUTES: { path: string; shows?: string }[] = [
  { path: '/' },
  { path: '/features' },
  { path: '/auth' },
  { path: '/website-generator' },
  { path: `/chat?session=${SESSION}`, shows: 'Summarise the page at' },
  { path: '/files', shows: LONG_FILE },
  { path: '/automation', shows: LONG_WORD },
  { path: '/automation/calendar', shows: LONG_WORD },
  { path: '/automation/review' },
  { path: '/automation/social' },
  { path: '/connections' },
  { path: '/models' },
  { path: '/api-settings' },
  { path: '/admin/models' },
  { path: '/admin/support', shows: 'My invoice link' },
  { path: '/upgrade' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/guide' },
  { path: '/guide/files' },
];

test('no route is wider than a 360 px screen with the longest content', async ({ page }) => {
  test.slow(); // twenty routes in turn
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await createAccount({ paid: true, admin: true, fullName: LONG_WORD.slice(0, 60) });
  await seedLongContent(account);
  await signIn(page, account);
  const wider: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (route.shows) {
      const shown = page.getByText(route.shows, { exact: false }).first();
      if (route.path === '/automation/calendar') {
        await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
        if (!(await shown.count())) await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      await expect(shown).toBeAttached();
    }
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) wider.push(`${route.path} is ${overflow} px wider than the screen`);
  }
  expect(wider).toEqual([]);
});
