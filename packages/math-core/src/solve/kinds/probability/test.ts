/**
 * Probabilities of dice and coins in words, as exact fractions with their steps: equally likely
 * outcomes, the complement for "at least one", products for independent tries, the binomial count
 * for "exactly k". SymPy's (sympy.stats) answers are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, solved } from '../../../../test/solved';

describe('probability in words', () => {
  it('counts equally likely faces of a die and sums of two dice', () => {
    expect(solved('probability of rolling a 6')).toMatchObject({
      kind: 'probability',
      title: 'Probability',
      answer: '1/6',
      solutions: [{ text: '1/6', value: 1 / 6 }],
    });
    const even = solved('what is the probability of rolling an even number on a die?');
    expect(even.answer).toBe('1/2');
    expect(even.steps.map((s) => s.text)).toEqual(['P(rolling an even number) = 3/6 = 1/2']);
    expect(solved('probability of rolling a number greater than 4').answer).toBe('1/3');
    expect(solved('probability of a sum of 7 with two dice').answer).toBe('1/6');
  });

  it('uses the complement for "at least one" and the binomial count for "exactly"', () => {
    const r = solved('probability of getting at least one head in 3 coin tosses');
    expect(r.answer).toBe('7/8');
    expect(r.steps.map((s) => s.rule)).toEqual(['Equally likely outcomes', 'Complement']);
    expect(solved('probability of at least one 6 in 4 rolls of a die').answer).toBe('671/1296');
    expect(solved('probability of exactly 2 heads in 5 flips').answer).toBe('5/16');
    expect(solved('probability of exactly 1 six in 3 rolls').answer).toBe('25/72');
    expect(solved('probability of all heads in 4 coin flips').answer).toBe('1/16');
    expect(solved('chance of getting no tails in 3 tosses').answer).toBe('1/8');
  });

  it('refuses what cannot happen', () => {
    expect(refusal('probability of a sum of 13 with two dice').message).toBe(
      'Two dice give sums from 2 to 12',
    );
    expect(refusal('probability of exactly 4 heads in 3 tosses').message).toBe(
      '4 of 3 cannot happen',
    );
  });

  it('draws cards from a standard deck, one at a time, with or without replacement', () => {
    const heart = solved('probability of drawing a heart from a standard deck of 52 cards');
    expect(heart.answer).toBe('1/4');
    expect(heart.steps.map((s) => s.text)).toEqual(['P(a heart) = 13/52 = 1/4']);
    const aces = solved('probability of drawing 2 aces from a deck without replacement');
    expect(aces.answer).toBe('1/221');
    expect(aces.steps.map((s) => [s.text, s.ruleId])).toEqual([
      ['P(an ace, draw 1) = 4/52', 'equallyLikely'],
      ['P(an ace, draw 2) = 3/51', 'withoutReplacement'],
      ['P(an ace then an ace) = 4/52 × 3/51 = 1/221', 'withoutReplacement'],
    ]);
    expect(solved('probability of drawing two aces without replacement').answer).toBe('1/221');
    expect(
      solved('probability of drawing a red card then a black card without replacement').answer,
    ).toBe('13/51');
    expect(solved('probability of drawing 2 aces from a deck with replacement').answer).toBe(
      '1/169',
    );
    expect(solved('chance of drawing a red king from 52 cards').answer).toBe('1/26');
    expect(solved('probability of drawing the ace of spades from 52 cards').answer).toBe('1/52');
    expect(solved('probability of drawing a face card from 52 cards').answer).toBe('3/13');
    expect(
      solved('probability that both cards are red when 2 cards are drawn without replacement')
        .answer,
    ).toBe('25/102');
  });

  it('draws from a bag: in order, in any order, and at least one by the complement', () => {
    const both = solved(
      'a bag has 3 red and 5 blue balls, two are drawn without replacement, probability both red',
    );
    expect(both.answer).toBe('3/28');
    expect(both.steps.map((s) => s.text)).toEqual([
      'P(a red ball, draw 1) = 3/8',
      'P(a red ball, draw 2) = 2/7',
      'P(a red ball then a red ball) = 3/8 × 2/7 = 3/28',
    ]);
    const mixed = solved(
      'a bag has 3 red and 5 blue balls. 2 are drawn without replacement. find the probability of one red and one blue',
    );
    expect(mixed.answer).toBe('15/28');
    expect(mixed.steps.map((s) => s.ruleId)).toEqual(['combinations']);
    expect(
      solved('bag of 3 red and 5 blue, 2 drawn without replacement: chance of 1 red and 1 blue')
        .steps[0]?.ruleId,
    ).toBe('combinations');
    expect(
      solved(
        'a bag has 3 red and 5 blue balls, 2 are drawn without replacement, probability of at least one red',
      ).steps.map((s) => s.ruleId),
    ).toEqual(['equallyLikely', 'withoutReplacement', 'withoutReplacement', 'complement']);
    expect(
      solved(
        'A bag has 5 red, 3 green and 2 yellow counters. 3 counters are taken without replacement. What is the probability that all three are red?',
      ).answer,
    ).toBe('1/12');
    expect(
      solved(
        'a jar has 6 green and 4 yellow sweets. 2 sweets are taken without replacement. what is the probability that the first is green and the second is yellow?',
      ).answer,
    ).toBe('4/15');
    expect(
      solved(
        'a box contains 4 white and 6 black balls, a ball is drawn, replaced, and another is drawn. probability of a white then a black',
      ).answer,
    ).toBe('6/25');
  });

  it('names a card by the catalogue’s keys and a bag’s colours by the student’s words', () => {
    const cases: [string, string, Record<string, unknown>][] = [
      [
        'probability that neither is a red king when 2 cards are drawn without replacement',
        'A standard deck has 52 cards: 13 of each suit, hearts and diamonds red, clubs and spades black. First draw: 50 of the 52 give not a red king',
        { thing: 'deck', pick: 'not', was: 'colourRank', rank: 13 },
      ],
      [
        'a jar has 4 orange and 2 green marbles, probability of an orange one',
        'The jar has 6 marbles: 4 orange, 2 green; 4 of them are orange marbles',
        { thing: 'bag', container: 'jar', noun: 'marble', colour: 'orange' },
      ],
    ];
    for (const [problem, note, params] of cases) {
      const [first] = solved(problem).steps;
      expect(first?.note).toBe(note);
      expect(first?.params).toMatchObject(params);
    }
  });

  it('refuses draws it cannot count exactly, saying why', () => {
    expect(refusal('probability of drawing 2 aces from a deck').message).toMatch(
      /^Say whether each draw is put back/,
    );
    expect(
      refusal('probability of drawing a heart then a king from 52 cards without replacement')
        .message,
    ).toMatch(/^How many give a king after a heart depends on which card that was/);
    expect(
      refusal(
        'a bag has 2 red and 3 blue balls, 6 are drawn without replacement, probability all red',
      ).message,
    ).toMatch(/^Only 5 balls can be drawn without replacement/);
  });
});
