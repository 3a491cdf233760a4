import { describe, expect, it } from 'vitest';
import { serviceWorkerUrl } from './register-service-worker';

describe('serviceWorkerUrl', () => {
  it('is the worker of the page’s language, whose scope holds that language’s pages', () => {
    expect(serviceWorkerUrl('/')).toBe('/sw.js');
    expect(serviceWorkerUrl('/tools/percentage-calculator')).toBe('/sw.js');
    expect(serviceWorkerUrl('/es/')).toBe('/es/sw.js');
    expect(serviceWorkerUrl('/es')).toBe('/es/sw.js');
    expect(serviceWorkerUrl('/fr/solve')).toBe('/fr/sw.js');
    expect(serviceWorkerUrl('/pt/tools/age-calculator')).toBe('/pt/sw.js');
    // A route that only begins like a language code is English.
    expect(serviceWorkerUrl('/developers')).toBe('/sw.js');
  });
});
