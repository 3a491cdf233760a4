import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { emptySlotMessage } from './empty-slot';

beforeAll(() => loadMessages('en', ['solve']));

describe('emptySlotMessage', () => {
  it('names the empty slot a keypad template left', () => {
    expect(emptySlotMessage('()/(3)')).toBe('The fraction’s top is empty.');
    expect(emptySlotMessage('(3)/()')).toBe('The fraction’s bottom is empty.');
    expect(emptySlotMessage('()/()')).toBe('The fraction’s top and bottom are empty.');
    expect(emptySlotMessage('2√()')).toMatch(/^The square root is empty/);
    expect(emptySlotMessage('sqrt( )+1')).toMatch(/^The square root is empty/);
    expect(emptySlotMessage('x^()=8')).toMatch(/^The power is empty/);
    expect(emptySlotMessage('2^')).toMatch(/^The power is empty/);
    expect(emptySlotMessage('||=3')).toMatch(/^The absolute value is empty/);
    expect(emptySlotMessage('sin()')).toMatch(/^The angle is empty/);
    expect(emptySlotMessage('log_(8)')).toMatch(/^The logarithm’s base is empty/);
    expect(emptySlotMessage('log_2()')).toMatch(/^The logarithm is empty/);
    expect(emptySlotMessage('ln()')).toMatch(/^The logarithm is empty/);
    expect(emptySlotMessage('d/dx ()')).toMatch(/^The derivative is empty/);
    expect(emptySlotMessage('2()')).toMatch(/^The brackets are empty/);
  });

  it("says it in the page's language", async () => {
    await loadMessages('es', ['solve']);
    expect(emptySlotMessage('()/(3)', 'es')).toMatch(/^El numerador de la fracción está vacío/);
  });

  it('says nothing when every slot is filled', () => {
    for (const text of ['(1)/(2)', '√(4)', 'x^(2)', '|x-1|+|x|=3', 'log_2(8)', 'sin(30°)', '2x+(3'])
      expect(emptySlotMessage(text)).toBeNull();
  });
});
