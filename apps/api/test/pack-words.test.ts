import { describe, expect, it } from 'vitest';
import { packFeatures } from '../src/db/pack-words.js';

const skill = (title: string) => ({ title, levels: ['Easy'] as const, hintLevels: 2 });

describe('what a pack’s skills give, on its card', () => {
  it('counts its premium skills in the singular for one, in every language', () => {
    const one = [skill('Volume')];
    expect(packFeatures('one-skill-pack', one)[0]).toBe('1 premium skill: Volume');
    expect(packFeatures('one-skill-pack', one, 'es')[0]).toBe('1 habilidad premium: Volume');
    expect(packFeatures('one-skill-pack', one, 'fr')[0]).toBe('1 compétence premium : Volume');
    expect(packFeatures('one-skill-pack', one, 'de')[0]).toBe('1 Premium-Fähigkeit: Volume');
    expect(packFeatures('one-skill-pack', one, 'pt')[0]).toBe('1 habilidade premium: Volume');
    expect(packFeatures('one-skill-pack', [skill('Volume'), skill('Circles')])[0]).toBe(
      '2 premium skills: Volume, Circles',
    );
  });
});
