import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatRequestSchema, MergeRequestSchema, parseStoredAnswers, parseStoredMerge } from './chat-contract';
import { CHAT_CATALOGUE, chatModelName, ENABLED_CHAT_MODELS } from './chat-catalogue';
import { HANDOFF_KEYS, handoffPayload } from './handoff';

describe('chat catalogue', () => {
  it('has six entries, three enabled, none configured', () => {
    expect(CHAT_CATALOGUE.map((m) => `${m.id}:${m.name}:${m.enabled}`)).toEqual([
      'gpt4:GPT-4:true',
      'claude:Claude 3:true',
      'gemini:Gemini Pro:true',
      'llama:Llama 3:false',
      'mistral:Mistral:false',
      'cohere:Command R+:false',
    ]);
    expect(ENABLED_CHAT_MODELS).toHaveLength(3);
    expect(CHAT_CATALOGUE.every((m) => !m.apiKeyConfigured)).toBe(true);
    expect(chatModelName('free')).toBe('GPT-4o-mini (Free)');
  });
});

describe('chat request', () => {
  const valid = { text: '  hi  ', user_id: 'u', session_id: 'session-1700000000000', is_paid_user: true };
  it('trims the text and accepts the documented payload', () => {
    expect(v.parse(ChatRequestSchema, valid).text).toBe('hi');
  });
  it('rejects blank, over-long text and odd session ids', () => {
    expect(v.safeParse(ChatRequestSchema, { ...valid, text: '   ' }).success).toBe(false);
    expect(v.safeParse(ChatRequestSchema, { ...valid, text: 'x'.repeat(8001) }).success).toBe(false);
    expect(v.safeParse(ChatRequestSchema, { ...valid, text: 'x'.repeat(8000) }).success).toBe(true);
    expect(v.safeParse(ChatRequestSchema, { ...valid, session_id: '../x' }).success).toBe(false);
  });
  it('merge names a saved turn by id, a known mode and, optionally, at least one answer', () => {
    const merge = { turn_id: '0b6f7a0e-5d0e-4c36-9d1f-3a2b1c0d9e8f', mode: 'fuse', model_id: 'gpt4', user_id: 'u' };
    expect(v.safeParse(MergeRequestSchema, merge).success).toBe(true);
    expect(v.safeParse(MergeRequestSchema, { ...merge, model_ids: ['gpt4', 'claude'] }).success).toBe(true);
    expect(v.safeParse(MergeRequestSchema, { ...merge, model_ids: [] }).success).toBe(false);
    expect(v.safeParse(MergeRequestSchema, { ...merge, turn_id: 'turn-1' }).success).toBe(false);
    expect(v.safeParse(MergeRequestSchema, { ...merge, mode: 'blend' }).success).toBe(false);
  });
});

describe('hand-off data', () => {
  it("uses the hand-off's localStorage keys and fields", () => {
    expect(HANDOFF_KEYS).toEqual({ website: 'websiteData', blog: 'blogData', video: 'videoData', social: 'socialData' });
    expect(handoffPayload('blog', 'q', 'c')).toEqual({ topic: 'q', content: 'c' });
    expect(handoffPayload('social', 'q', 'c')).toEqual({ message: 'q', content: 'c' });
  });
});

describe('saved turn values (jsonb read back from chat_turns)', () => {
  it('reads well-formed answers and merges as they were saved', () => {
    const answers = [
      { model: 'GPT-4', model_id: 'gpt4', response: 'Hi' },
      { model: 'Claude 3', model_id: 'claude', response: '', error: 'Timed out' },
    ];
    expect(parseStoredAnswers(answers)).toEqual(answers);
    expect(parseStoredMerge({ model: 'GPT-4', mode: 'fuse', response: 'Merged' })).toEqual({
      model: 'GPT-4',
      mode: 'fuse',
      response: 'Merged',
    });
  });

  it('reads a value of another shape as nothing rather than passing it on', () => {
    expect(parseStoredAnswers({ not: 'a list' })).toEqual([]);
    expect(parseStoredAnswers([{ model: 'GPT-4' }])).toEqual([]);
    expect(parseStoredMerge(null)).toBeNull();
    expect(parseStoredMerge({ model: 'GPT-4', mode: 'summarize', response: 'x' })).toBeNull();
  });
});
