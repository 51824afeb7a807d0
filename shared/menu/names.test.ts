import { describe, expect, it } from 'vitest';
import { localized } from '../locale';
import { filledTexts, missingLanguages } from './names';

describe('a dish name with a language missing', () => {
  const dish = { name_tm: '', name_ru: 'Самса', name_en: ' ' };

  it('is shown in another language, never empty', () => {
    expect(localized(dish, 'name', 'tm')).toBe('Самса');
    expect(localized(dish, 'name', 'en')).toBe('Самса');
    expect(localized({ name_tm: 'Somsa', name_ru: '', name_en: '' }, 'name', 'ru')).toBe('Somsa');
    expect(filledTexts(dish, 'name')).toEqual({ name_tm: 'Самса', name_ru: 'Самса', name_en: 'Самса' });
  });

  it('keeps its own language when it has one', () => {
    expect(localized({ name_tm: 'Somsa', name_ru: 'Самса', name_en: 'Samsa' }, 'name', 'en')).toBe('Samsa');
  });

  it('names what the desk flags', () => {
    expect(missingLanguages({ tm: '', ru: 'Самса', en: ' ' })).toEqual(['tm', 'en']);
  });
});
