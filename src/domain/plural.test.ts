import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says the noun in the singular for exactly one, in the plural otherwise', () => {
    expect(countOf(1, 'AI model')).toBe('1 AI model');
    expect(countOf(3, 'AI model')).toBe('3 AI models');
    expect(countOf(0, 'chat')).toBe('0 chats');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
  });
});
