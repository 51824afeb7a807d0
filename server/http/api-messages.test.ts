import { describe, expect, it } from 'vitest';
import { errorMessage, waitWords } from './api-messages';

describe('waits in words', () => {
  it('says 2117 s as 36 minutes in each language, not seconds', () => {
    expect(errorMessage('too_many_requests', 'en', { seconds: 2117 })).toBe('Too many attempts. Try again in 36 minutes.');
    expect(errorMessage('too_many_requests', 'ru', { seconds: 2117 })).toBe('Слишком много попыток. Повторите через 36 минут.');
    expect(errorMessage('too_many_requests', 'tk', { seconds: 2117 })).toBe('Synanyşyk köp boldy. 36 minutdan soň gaýtadan synanyşyň.');
  });

  it('picks the unit that reads naturally and rounds up', () => {
    expect(waitWords(40, 'en')).toBe('in 40 seconds');
    expect(waitWords(61, 'ru')).toBe('через 2 минуты');
    expect(waitWords(90 * 60, 'en')).toBe('in 90 minutes');
    expect(waitWords(86_339, 'tm')).toBe('24 sagatdan');
    expect(waitWords(0.2, 'en')).toBe('in 1 second');
  });
});
