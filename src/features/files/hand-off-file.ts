// "Blog post from this file" and "Website from this file": the file's text goes to the automation page or the
// website generator the way a chat answer does (src/domain/handoff.ts), in a new tab.
import type { DocumentRow } from '../../domain/files-contract';
import { fileHandoffPayload } from '../../domain/file-handoff';
import { HANDOFF_KEYS, HANDOFF_ROUTES } from '../../domain/handoff';
import { getFilePassages } from '../../lib/files/get-file-passages';

export async function handOffFile(document: DocumentRow, target: 'blog' | 'website'): Promise<void> {
  // Opened at once (a tab opened after an await may be blocked as a pop-up), pointed at the tool once the text is stored.
  const tab = window.open('', '_blank');
  try {
    const { passages } = await getFilePassages(document.id);
    const payload = fileHandoffPayload(target, document.name, passages);
    if (!payload.content) throw new Error(`No text was read from ${document.name}.`);
    localStorage.setItem(HANDOFF_KEYS[target], JSON.stringify(payload));
    if (tab) {
      tab.opener = null;
      tab.location.href = HANDOFF_ROUTES[target];
    } else window.location.assign(HANDOFF_ROUTES[target]);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
