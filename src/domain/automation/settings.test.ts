import { describe, expect, it } from 'vitest';
import { initialSettings, restoreSettings, automationRequest } from './settings';

describe('a video script has one length control', () => {
  it("the YouTube settings have no Duration beside the content length, and an older save's duration is not sent", () => {
    const fresh = initialSettings('youtube');
    expect(Object.keys(fresh.fields)).not.toContain('duration');
    const old = restoreSettings('youtube', { fields: { videoTopic: 'Latte art', duration: '5 min', style: 'Review' }, length: 'long' });
    const request = automationRequest('youtube', old, null);
    expect(request).toMatchObject({ topic: 'Latte art', word_count: 'long', fields: { style: 'Review' } });
    expect('fields' in request && request.fields).not.toHaveProperty('duration');
  });
});

describe('a generation names the field it needs', () => {
  it('asks for a blog topic instead of writing about a placeholder, and names each template subject field', () => {
    const blog = initialSettings('blog');
    expect(automationRequest('blog', { ...blog, topics: ['', '  '] }, null)).toEqual({ missing: 'Please enter a topic.', field: 'topic' });
    expect(automationRequest('youtube', initialSettings('youtube'), null)).toEqual({
      missing: 'Please enter a video topic.',
      field: 'videoTopic',
    });
    expect(automationRequest('social', initialSettings('social'), null)).toEqual({
      missing: 'Please enter the message of your post.',
      field: 'message',
    });
    expect(automationRequest('blog', { ...blog, topics: ['Sourdough'] }, null)).toMatchObject({ topic: 'Sourdough' });
  });
});
