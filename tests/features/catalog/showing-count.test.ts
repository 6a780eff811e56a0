import { describe, expect, it } from 'vitest';
import { SHOWING_COUNT } from '../../../src/features/catalog/listing/showing-count';
import { i18nOf } from '../../utils/i18n';

/** The listing's count line: one plural message, each language's own forms and digit grouping. */
describe('the count line', () => {
  const english = i18nOf('en');
  const hindi = i18nOf('hi');

  it.each([
    [0, '(Showing 0 products)'],
    [1, '(Showing 1 product)'],
    [2, '(Showing 2 products)'],
    [600, '(Showing 600 products)'],
    [20000, '(Showing 20,000 products)'],
  ])('in English, %i reads %s', (count, text) => {
    expect(english.t(SHOWING_COUNT, { count })).toBe(text);
  });

  it.each([
    [0, '(0 उत्पाद दिखाया जा रहा है)'],
    [1, '(1 उत्पाद दिखाया जा रहा है)'],
    [2, '(2 उत्पाद दिखाए जा रहे हैं)'],
    [100000, '(1,00,000 उत्पाद दिखाए जा रहे हैं)'],
  ])('in Hindi, %i reads %s', (count, text) => {
    expect(hindi.t(SHOWING_COUNT, { count })).toBe(text);
  });
});
