// What a chat left for the automation page ("Create Blog Post", "Generate Video Script",
// "Social Media Post"): read when the template opens, then removed.
import { messageOf } from '../../domain/error-message';
import { HANDOFF_KEYS, type HandoffTarget } from '../../domain/handoff';
import type { TemplateId } from '../../domain/automation/catalogue';

const TARGETS: Record<TemplateId, HandoffTarget> = { blog: 'blog', youtube: 'video', social: 'social' };

export interface AutomationHandoff {
  subject: string;
  content: string;
}

export function readAutomationHandoff(template: TemplateId): AutomationHandoff | null {
  try {
    const raw = localStorage.getItem(HANDOFF_KEYS[TARGETS[template]]);
    if (raw === null) return null;
    const data: unknown = JSON.parse(raw);
    const fields = new Map<string, unknown>(typeof data === 'object' && data !== null ? Object.entries(data) : []);
    const text = (name: 'topic' | 'message' | 'content') => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    return { subject: (text('topic') ?? text('message') ?? '').slice(0, 500), content: text('content') ?? '' };
  } catch (error) {
    console.warn('Could not read the content left by the chat:', messageOf(error, String(error)));
    return null;
  }
}

export function removeAutomationHandoff(template: TemplateId): void {
  try {
    localStorage.removeItem(HANDOFF_KEYS[TARGETS[template]]);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** The template a chat hand-off is waiting for, so the automation page can open it at once. */
export function pendingHandoffTemplate(): TemplateId | null {
  return (
    (Object.keys(TARGETS) as TemplateId[]).find((template) => {
      try {
        return localStorage.getItem(HANDOFF_KEYS[TARGETS[template]]) !== null;
      } catch {
        return false;
      }
    }) ?? null
  );
}
