import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, loadMessages, prepareFormatters } from './catalogue';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareFormatters', () => {
  it('makes the formatters a counted message then uses, so its first format makes none', async () => {
    await loadMessages('de', ['classroom-join']);
    prepareFormatters('de');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    expect(formatMessage('de', 'classroom-join', 'join.summary', { count: 1200, code: 'K7' })).toBe(
      '1.200 Aufgaben · Klassencode K7',
    );
    expect(numberFormats).not.toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
  });
});
