import { describe, expect, it, vi } from 'vitest';
import { retrieveSections } from '../../netlify/lib/support/retrieve.ts';

// A deploy that lost the encoder's weights must still answer from the guide's words.
vi.mock('../../netlify/lib/support/sentence-encoder.ts', () => ({
  SENTENCE_MODEL: 'unavailable',
  encodeSentences: () => Promise.reject(new Error('weights missing')),
}));

describe('the support search without its sentence model', () => {
  it('searches by words alone, says so in the log, and still finds nothing for an off-topic question', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [best] = await retrieveSections('How much is PRO?');
    expect(best?.section.id).toBe('upgrade.md');
    expect(best?.similarity).toBe(0);
    expect(await retrieveSections('What is the capital of France?')).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('searching by words only: weights missing'));
    logged.mockRestore();
  });
});
