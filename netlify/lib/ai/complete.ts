// One non-streaming completion from a configured provider (see provider-call.ts
// for the request, its retries and timeout, and how errors read).
import { describeRequestError, providerCall, type CompletionRequest } from './provider-call.ts';

export async function completeText(request: CompletionRequest): Promise<string> {
  const call = providerCall(request);
  try {
    if (call.sdk === 'anthropic') {
      const message = await call.client.messages.create(call.body, { signal: request.signal });
      return message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    }
    const completion = await call.client.chat.completions.create(call.body, { signal: request.signal });
    return completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    throw describeRequestError(request, error);
  }
}
