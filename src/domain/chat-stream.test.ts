import { describe, expect, it } from 'vitest';
import type { ChatResponse, ModelStreamEvent } from './chat-contract';
import { applyStreamEvent, parseChatStreamEvent, toModelResponse, type ModelResponse } from './chat-stream';
import { createSseParser, formatSse } from './sse';

const message = (event: string, data: unknown) => createSseParser()(formatSse(event, data))[0]!;

describe('parseChatStreamEvent', () => {
  it('reads each event of the union', () => {
    const events = [
      { event: 'start', data: { model_id: 'gpt4', model: 'GPT-4' } },
      { event: 'delta', data: { model_id: 'gpt4', text: 'Hi' } },
      { event: 'done', data: { model_id: 'gpt4', response: 'Hi' } },
      { event: 'error', data: { model_id: 'claude', error: 'No key' } },
      { event: 'final', data: { success: false, detail: 'All failed' } },
      {
        event: 'final',
        data: { success: true, tier: 'free', response: 'Hi', model: 'GPT-4o-mini', model_id: 'free', turn_id: null, demo: false },
      },
    ];
    for (const event of events) expect(parseChatStreamEvent(message(event.event, event.data))).toEqual(event);
  });

  it('types the final response as the caller names it', () => {
    const event = parseChatStreamEvent<ChatResponse>(
      message('final', { success: true, tier: 'premium', responses: [], turn_id: 't', demo: true }),
    );
    expect(event?.event === 'final' && event.data.success && event.data.tier).toBe('premium');
  });

  it('refuses unknown names, data that is not JSON, and missing fields', () => {
    expect(parseChatStreamEvent(message('constructor', {}))).toBeNull();
    expect(parseChatStreamEvent(message('message', { model_id: 'gpt4' }))).toBeNull();
    expect(parseChatStreamEvent({ event: 'delta', data: '{not json' })).toBeNull();
    expect(parseChatStreamEvent(message('delta', 'text'))).toBeNull();
    expect(parseChatStreamEvent(message('delta', { model_id: 'gpt4' }))).toBeNull();
    expect(parseChatStreamEvent(message('start', { model_id: 'gpt4', model: 4 }))).toBeNull();
    expect(parseChatStreamEvent(message('final', { detail: 'no success flag' }))).toBeNull();
    expect(parseChatStreamEvent(message('final', { success: false }))).toBeNull();
  });
});

describe('applyStreamEvent', () => {
  const turn = { id: 1, responses: [] as ModelResponse[] };
  const apply = (events: ModelStreamEvent[]) => events.reduce((current, event) => applyStreamEvent(current, event, 100), turn);
  const bothStarted: ModelStreamEvent[] = [
    { event: 'start', data: { model_id: 'gpt4', model: 'GPT-4' } },
    { event: 'start', data: { model_id: 'claude', model: 'Claude 3' } },
  ];

  it('adds a pending answer on start and streams its text in', () => {
    const streamed = apply([
      ...bothStarted,
      { event: 'delta', data: { model_id: 'gpt4', text: 'Hel' } },
      { event: 'delta', data: { model_id: 'gpt4', text: 'lo' } },
    ]);
    expect(streamed).toEqual({
      id: 1,
      responses: [
        { providerId: 'gpt4', providerName: 'GPT-4', response: 'Hello', timestamp: 100, pending: true },
        { providerId: 'claude', providerName: 'Claude 3', response: '', timestamp: 100, pending: true },
      ],
    });
  });

  it('ends an answer with done (its whole text) or error (no text)', () => {
    const ended = apply([
      ...bothStarted,
      { event: 'delta', data: { model_id: 'gpt4', text: 'Hel' } },
      { event: 'delta', data: { model_id: 'claude', text: 'Par' } },
      { event: 'done', data: { model_id: 'gpt4', response: 'Hello' } },
      { event: 'error', data: { model_id: 'claude', error: 'Timed out' } },
    ]);
    expect(ended.responses).toEqual([
      { providerId: 'gpt4', providerName: 'GPT-4', response: 'Hello', timestamp: 100, pending: false },
      { providerId: 'claude', providerName: 'Claude 3', response: '', error: 'Timed out', timestamp: 100, pending: false },
    ]);
  });

  it('leaves the turn unchanged for a model it has not started, and never mutates it', () => {
    const frozen = Object.freeze({
      id: 1,
      responses: Object.freeze([toModelResponse({ model: 'GPT-4', model_id: 'gpt4', response: 'Hi' }, 5)]),
    });
    const next = applyStreamEvent(frozen, { event: 'delta', data: { model_id: 'gemini', text: 'x' } });
    expect(next).toEqual(frozen);
    expect(next).not.toBe(frozen);
  });
});

describe('applyStreamEvent on a retry', () => {
  it('restarts a model asked again in its own place, without its old error', () => {
    const failed = {
      responses: [
        { providerId: 'gpt4', providerName: 'GPT-4', response: 'Fine.', timestamp: 1 },
        { providerId: 'gemini', providerName: 'Gemini Pro', response: '', timestamp: 1, error: 'Rejected.' },
        { providerId: 'claude', providerName: 'Claude 3', response: 'Also fine.', timestamp: 1 },
      ] as ModelResponse[],
    };
    const restarted = applyStreamEvent(failed, { event: 'start', data: { model_id: 'gemini', model: 'Gemini Pro' } }, 2);
    expect(restarted.responses.map((r) => r.providerId)).toEqual(['gpt4', 'gemini', 'claude']);
    expect(restarted.responses[1]).toEqual({ providerId: 'gemini', providerName: 'Gemini Pro', response: '', timestamp: 2, pending: true });
    expect(restarted.responses[0]).toBe(failed.responses[0]);
  });
  it('keeps a regenerated answer one step back, and a failed one keeps the text it had kept', () => {
    const answered = {
      responses: [{ providerId: 'gpt4', providerName: 'GPT-4', response: 'First take.', timestamp: 1 }] as ModelResponse[],
    };
    const again = applyStreamEvent(answered, { event: 'start', data: { model_id: 'gpt4', model: 'GPT-4', turn_id: 't' } }, 2);
    expect(again.responses[0]).toMatchObject({ response: '', pending: true, previous: 'First take.' });
    const failedAgain = applyStreamEvent(again, { event: 'error', data: { model_id: 'gpt4', error: 'Down.' } });
    const thirdTry = applyStreamEvent(failedAgain, { event: 'start', data: { model_id: 'gpt4', model: 'GPT-4' } }, 3);
    expect(thirdTry.responses[0]!.previous).toBe('First take.');
  });
});

describe('toModelResponse', () => {
  it('keeps the error of a failed answer only', () => {
    expect(toModelResponse({ model: 'GPT-4', model_id: 'gpt4', response: 'Hi' }, 1)).toEqual({
      providerId: 'gpt4',
      providerName: 'GPT-4',
      response: 'Hi',
      timestamp: 1,
    });
    expect(toModelResponse({ model: 'GPT-4', model_id: 'gpt4', response: '', error: 'No key' }, 1).error).toBe('No key');
  });
});
