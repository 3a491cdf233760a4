import { describe, expect, it } from 'vitest';
import { isBundle, listPacks, listPremiumSkills, skillsOfPack } from '../src/index';

const ids = (packId: string) => skillsOfPack(packId).map((s) => s.id);

describe('the pack catalogue', () => {
  it('lists the five single packs, then the two bundles', () => {
    expect(listPacks().map((p) => [p.id, p.bundle])).toEqual([
      ['algebra-foundations', false],
      ['geometry-essentials', false],
      ['logarithms-mastery', false],
      ['trigonometry-toolkit', false],
      ['calculus-readiness', false],
      ['competition-problem-solving', false],
      ['exam-prep-bundle', true],
      ['teacher-classroom-kit', true],
    ]);
    expect(isBundle('exam-prep-bundle')).toBe(true);
    expect(isBundle('teacher-classroom-kit')).toBe(true);
    expect(isBundle('algebra-foundations')).toBe(false);
    expect(isBundle('pro')).toBe(false);
    expect(isBundle('toString')).toBe(false);
  });

  it('a bundle gathers several single packs and unlocks all their skills; a single pack gathers none', () => {
    const packs = listPacks();
    for (const pack of packs) {
      expect(pack.bundle, pack.id).toBe(pack.gathers.length > 0);
      if (!pack.bundle) continue;
      expect(pack.gathers.length, pack.id).toBeGreaterThanOrEqual(2);
      for (const gathered of pack.gathers) {
        expect(isBundle(gathered)).toBe(false);
        expect(ids(pack.id)).toEqual(expect.arrayContaining(ids(gathered)));
      }
    }
    expect(ids('teacher-classroom-kit')).toEqual([
      ...ids('algebra-foundations'),
      ...ids('geometry-essentials'),
      ...ids('logarithms-mastery'),
    ]);
    expect(ids('exam-prep-bundle')).toHaveLength(18);
    expect(ids('exam-prep-bundle')).toEqual(
      expect.arrayContaining(['fraction-arithmetic', 'percentages']),
    );
  });

  it('every pack unlocks a skill, and every skill names known packs, its own first', () => {
    const known = listPacks().map((p) => p.id);
    for (const id of known) expect(skillsOfPack(id).length, id).toBeGreaterThan(0);
    for (const skill of listPremiumSkills()) {
      for (const pack of skill.packs) expect(known).toContain(pack);
      expect(new Set(skill.packs).size).toBe(skill.packs.length);
    }
    expect(listPremiumSkills({ category: 'trigonometry' })[0]!.packs).toEqual([
      'trigonometry-toolkit',
      'exam-prep-bundle',
    ]);
    expect(listPremiumSkills({ category: 'competition' })[0]!.packs).toEqual([
      'competition-problem-solving',
    ]);
    expect(skillsOfPack('nothing')).toEqual([]);
  });

  it('hands out copies', () => {
    const first = listPacks();
    first[6]!.gathers.push('competition-problem-solving');
    first[0]!.bundle = true;
    expect(listPacks()[6]!.gathers).toHaveLength(5);
    expect(isBundle('algebra-foundations')).toBe(false);
  });
});
