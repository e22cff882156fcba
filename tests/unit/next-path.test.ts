import { describe, expect, it } from 'vitest';
import { authPath, nextPathFrom } from '../../src/domain/next-path';

describe('nextPathFrom', () => {
  it('follows a path of this app, query included', () => {
    expect(nextPathFrom('?next=%2Fwebsite-generator')).toBe('/website-generator');
    expect(nextPathFrom('?tab=signup&next=/chat%3Fsession%3Dabc')).toBe('/chat?session=abc');
  });

  it('goes home for anything that could leave the app, or nothing', () => {
    for (const search of [
      '',
      '?next=',
      '?next=https://evil.example',
      '?next=//evil.example',
      '?next=/\\evil.example',
      '?next=javascript:alert(1)',
      '?next=/%20x',
    ]) {
      expect(nextPathFrom(search), search).toBe('/');
    }
  });
});

describe('authPath', () => {
  it('names the tab and the way back', () => {
    expect(authPath()).toBe('/auth');
    expect(authPath({ next: '/' })).toBe('/auth');
    expect(authPath({ next: '/website-generator' })).toBe('/auth?next=%2Fwebsite-generator');
    expect(authPath({ tab: 'signup', next: '/website-generator' })).toBe('/auth?tab=signup&next=%2Fwebsite-generator');
  });
});
