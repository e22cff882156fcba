import { describe, expect, it } from 'vitest';
import { parseAutomationEvent, stoppedText } from './stream';

const event = (name: string, data: unknown) => parseAutomationEvent({ event: name, data: JSON.stringify(data) });

describe('parseAutomationEvent', () => {
  it('reads each event with its fields, and only those', () => {
    expect(event('piece', { piece: 0, topic: 'Rye', extra: true })).toEqual({ event: 'piece', data: { piece: 0, topic: 'Rye' } });
    expect(event('outline', { piece: 1, sections: ['Intro', 'Why rye'] })).toEqual({
      event: 'outline',
      data: { piece: 1, sections: ['Intro', 'Why rye'] },
    });
    expect(event('delta', { piece: 0, section: 2, text: 'Hel' })).toEqual({ event: 'delta', data: { piece: 0, section: 2, text: 'Hel' } });
    expect(event('piece_done', { piece: 0, content: 'Done.' })).toEqual({ event: 'piece_done', data: { piece: 0, content: 'Done.' } });
    const done = { success: true, content: '# Rye', model_used: 'Demo writer', pieces: [{ topic: 'Rye', content: '# Rye' }], demo: true };
    expect(event('final', done)).toEqual({ event: 'final', data: done });
    expect(event('final', { success: false, detail: 'No.' })).toEqual({ event: 'final', data: { success: false, detail: 'No.' } });
    expect(event('final', { success: false })).toEqual({ event: 'final', data: { success: false, detail: '' } });
  });

  it('is null for an event of another shape', () => {
    expect(event('outline', { piece: 1, sections: ['Intro', 2] })).toBeNull();
    expect(event('delta', { piece: '0', section: 2, text: 'Hel' })).toBeNull();
    expect(
      event('final', { success: true, content: '# Rye', model_used: 'Demo writer', pieces: [{ topic: 'Rye' }], demo: true }),
    ).toBeNull();
    expect(event('final', { success: true, content: '# Rye', model_used: 'Demo writer', demo: true })).toBeNull();
    expect(event('unknown', { piece: 0 })).toBeNull();
    expect(parseAutomationEvent({ event: 'piece', data: 'not json' })).toBeNull();
  });
});

describe('stoppedText', () => {
  const piece = (topic: string, texts: string[], done: string | null = null) => ({ topic, sections: [], texts, done });
  it('keeps what one piece had written, nothing when nothing arrived', () => {
    expect(stoppedText([piece('Rye', ['## Intro\n\nRye is', ''])])).toBe('## Intro\n\nRye is');
    expect(stoppedText([piece('Rye', [])])).toBe('');
    expect(stoppedText([])).toBe('');
  });
  it('puts several pieces under their topics, leaving out the ones not started', () => {
    expect(stoppedText([piece('Rye', [], 'Rye done.'), piece('Spelt', ['Spelt is']), piece('Oats', [])])).toBe(
      '## Rye\n\nRye done.\n\n## Spelt\n\nSpelt is',
    );
  });
});
