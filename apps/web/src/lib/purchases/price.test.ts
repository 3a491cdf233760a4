import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('keeps English as the site writes money, and a whole plan price without cents', () => {
    expect(formatPrice(19.99, 'en')).toBe('$19.99');
    expect(formatPrice(0, 'en', true)).toBe('$0');
    expect(formatPrice(9.99, 'en', true)).toBe('$9.99');
  });

  it('writes dollars with the decimal comma of the other languages, still in dollars', () => {
    for (const language of ['es', 'fr', 'de', 'pt'] as const) {
      const text = formatPrice(9.99, language);
      expect(text, language).toContain('9,99');
      expect(text, language).toMatch(/\$/);
    }
  });
});
