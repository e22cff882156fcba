import { describe, expect, it } from 'vitest';
import { isAbort, messageOf, UNKNOWN_FAILURE } from './error-message';

describe('messageOf', () => {
  it("reads an Error's message, a thrown string and an object's message", () => {
    expect(messageOf(new TypeError('Bad input.'))).toBe('Bad input.');
    expect(messageOf('Plain words.')).toBe('Plain words.');
    expect(messageOf({ message: 'From supabase-js.', status: 400 })).toBe('From supabase-js.');
  });

  it('gives the fallback for anything that says nothing', () => {
    for (const thrown of [undefined, null, 42, {}, new Error(''), '  ', { message: 3 }]) {
      expect(messageOf(thrown)).toBe(UNKNOWN_FAILURE);
      expect(messageOf(thrown, 'Try again.')).toBe('Try again.');
    }
  });

  it('tells a stop from a failure', () => {
    expect(isAbort(new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('failed'))).toBe(false);
    expect(isAbort('AbortError')).toBe(false);
  });
});
