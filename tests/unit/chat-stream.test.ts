import { describe, expect, it } from 'vitest';
import { applyStreamEvent, type ModelResponse } from '../../src/domain/chat-stream';

const turn = (responses: ModelResponse[]) => ({ responses });

describe('applyStreamEvent', () => {
  it('adds each started model in order, streams its text and ends it', () => {
    let t = turn([]);
    t = applyStreamEvent(t, { event: 'start', data: { model_id: 'gpt4', model: 'GPT-4' } }, 1);
    t = applyStreamEvent(t, { event: 'start', data: { model_id: 'claude', model: 'Claude 3' } }, 1);
    t = applyStreamEvent(t, { event: 'delta', data: { model_id: 'claude', text: 'Hel' } });
    t = applyStreamEvent(t, { event: 'delta', data: { model_id: 'claude', text: 'lo' } });
    t = applyStreamEvent(t, { event: 'error', data: { model_id: 'gpt4', error: 'No key.' } });
    expect(t.responses).toEqual([
      { providerId: 'gpt4', providerName: 'GPT-4', response: '', timestamp: 1, pending: false, error: 'No key.' },
      { providerId: 'claude', providerName: 'Claude 3', response: 'Hello', timestamp: 1, pending: true },
    ]);
  });

  it('restarts a model asked again in its own place, without its old error', () => {
    const failed = turn([
      { providerId: 'gpt4', providerName: 'GPT-4', response: 'Fine.', timestamp: 1 },
      { providerId: 'gemini', providerName: 'Gemini Pro', response: '', timestamp: 1, error: 'Rejected.' },
      { providerId: 'claude', providerName: 'Claude 3', response: 'Also fine.', timestamp: 1 },
    ]);
    const restarted = applyStreamEvent(failed, { event: 'start', data: { model_id: 'gemini', model: 'Gemini Pro' } }, 2);
    expect(restarted.responses.map((r) => r.providerId)).toEqual(['gpt4', 'gemini', 'claude']);
    expect(restarted.responses[1]).toEqual({ providerId: 'gemini', providerName: 'Gemini Pro', response: '', timestamp: 2, pending: true });
    expect(restarted.responses[0]).toBe(failed.responses[0]);
  });
});
