import { describe, expect, it } from 'vitest';
import { initialSettings, restoreSettings, studioRequest } from './settings';

describe('a video script has one length control (issue 32)', () => {
  it("the YouTube settings have no Duration beside the content length, and an older save's duration is not sent", () => {
    const fresh = initialSettings('youtube');
    expect(Object.keys(fresh.fields)).not.toContain('duration');
    const old = restoreSettings('youtube', { fields: { videoTopic: 'Latte art', duration: '5 min', style: 'Review' }, length: 'long' });
    const request = studioRequest('youtube', old, null);
    expect(request).toMatchObject({ topic: 'Latte art', word_count: 'long', fields: { style: 'Review' } });
    expect('fields' in request && request.fields).not.toHaveProperty('duration');
  });
});
