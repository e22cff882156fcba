// POST /api/ai/automation/generate, streamed: pieces and sections arrive as they are
// written; resolves with the final response, rejects with the server's reason.
import type { GenerateRequestInput, GenerateResponse, AutomationStreamEvent } from '../../../domain/automation/contract';
import { parseAutomationEvent } from '../../../domain/automation/stream';
import { apiEventStream, ApiError } from '../../../lib/api-client';

const FAILED = 'The content could not be written. Please try again.';

export async function generateContent(
  body: GenerateRequestInput,
  onEvent: (event: AutomationStreamEvent) => void,
  signal: AbortSignal,
): Promise<GenerateResponse> {
  let final: GenerateResponse | { success: false; detail: string } | null = null;
  await apiEventStream(
    '/api/ai/automation/generate',
    body,
    (message) => {
      const event = parseAutomationEvent(message);
      if (!event) return;
      if (event.event === 'final') final = event.data;
      else onEvent(event);
    },
    signal,
  );
  const result = final as GenerateResponse | { success: false; detail: string } | null;
  if (!result) throw new ApiError(FAILED, 0);
  if (!result.success) throw new ApiError(result.detail || FAILED, 502);
  return result;
}
