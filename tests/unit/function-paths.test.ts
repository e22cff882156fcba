import { describe, expect, it } from 'vitest';
import { matchPath } from '../../scripts/function-http.ts';
import { shareIdOf } from '../../netlify/lib/share-page.ts';

// The local hosts route a function's config.path as Netlify does: a `:name` is one
// whole, non-empty path segment, so /share/:id never answers /share/ or /share/a/b.
describe('config.path patterns on the local hosts', () => {
  it('matches one segment per parameter, and literal segments exactly', () => {
    expect(matchPath('/share/:id', '/share/abc')).toEqual({ id: 'abc' });
    expect(matchPath('/share/:id', '/share/')).toBeNull();
    expect(matchPath('/share/:id', '/share/a/b')).toBeNull();
    expect(matchPath('/share/:id', '/shared/abc')).toBeNull();
    expect(matchPath('/api/me', '/api/me')).toEqual({});
  });

  it('reads the share id of a page path, decoded, and nothing else', () => {
    expect(shareIdOf('/share/abc')).toBe('abc');
    expect(shareIdOf('/share/a%20b')).toBe('a b');
    expect(shareIdOf('/share/%E0%A4%A')).toBeUndefined();
    expect(shareIdOf('/share/a/b')).toBeUndefined();
  });
});
