/**
 * A word problem's MathML (and a hint's) is its sentence as one `<mtext>`: the paragraph already
 * says it, and unlike MathML it wraps on a phone, so only maths gets a typeset line of its own.
 */
export const isSentenceOnly = (mathml: string) =>
  /^<math[^>]*>\s*<mtext>[^<]*<\/mtext>\s*<\/math>$/.test(mathml);

/** The badge colour of each difficulty. */
export const difficultyTone = { Easy: 'success', Medium: 'warning', Hard: 'danger' } as const;
