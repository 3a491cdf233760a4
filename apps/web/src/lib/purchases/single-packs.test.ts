import type { Product } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { isSinglePack, singlePacks } from './single-packs';

const pack = (id: string, bundle: boolean): Product => ({
  id,
  title: id,
  description: '',
  difficulty: 'All Levels',
  features: [],
  price: 19.99,
  bundle,
});

const products = [
  pack('algebra-foundations', false),
  pack('exam-prep-bundle', true),
  pack('geometry-essentials', false),
  pack('teacher-classroom-kit', true),
];

describe('singlePacks', () => {
  it('keeps the single packs in order and drops every bundle', () => {
    expect(singlePacks(products).map((p) => p.id)).toEqual([
      'algebra-foundations',
      'geometry-essentials',
    ]);
    expect(singlePacks([])).toEqual([]);
  });
});

describe('isSinglePack', () => {
  it('accepts a single pack, refuses a bundle or an unknown id', () => {
    expect(isSinglePack(products, 'geometry-essentials')).toBe(true);
    expect(isSinglePack(products, 'exam-prep-bundle')).toBe(false);
    expect(isSinglePack(products, 'teacher-classroom-kit')).toBe(false);
    expect(isSinglePack(products, 'no-such-pack')).toBe(false);
    expect(isSinglePack(products, '')).toBe(false);
  });
});
