import { describe, expect, it } from 'vitest';
import { createSseParser, formatSse } from './sse';

describe('server-sent events', () => {
  it('round-trips events split across arbitrary chunks', () => {
    const wire = formatSse('start', { model_id: 'gpt4' }) + ': keep-alive\n\n' + formatSse('delta', { text: 'a\nb' });
    const parse = createSseParser();
    const events = [];
    for (let i = 0; i < wire.length; i += 7) events.push(...parse(wire.slice(i, i + 7)));
    expect(events).toEqual([
      { event: 'start', data: '{"model_id":"gpt4"}' },
      { event: 'delta', data: '{"text":"a\\nb"}' },
    ]);
  });

  it('joins multi-line data and defaults the event name', () => {
    expect(createSseParser()('data: one\r\ndata: two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
