import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  ContactRequest,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  GRADE_ANSWER_MAX,
  GradeRequest,
  NewsletterRequest,
  PaymentIntentRequest,
  ProgressUpdateRequest,
} from './index';

describe('NewsletterRequest', () => {
  it('trims and lower-cases the email', () => {
    expect(NewsletterRequest.parse({ email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });
  it("uses the spec's wording for an empty email", () => {
    const r = NewsletterRequest.safeParse({ email: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(EMAIL_REQUIRED_MESSAGE);
  });
  it('rejects a malformed email', () => {
    const r = NewsletterRequest.safeParse({ email: 'not-an-email' });
    expect(r.error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
  });
  it('rejects unknown fields', () => {
    expect(NewsletterRequest.safeParse({ email: 'a@b.co', admin: true }).success).toBe(false);
  });
});

describe('ContactRequest', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
  it('accepts a complete message', () => {
    expect(ContactRequest.parse(valid)).toEqual(valid);
  });
  it('requires every field and caps the message at 1000 characters', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(ContactRequest.safeParse({ ...valid, [field]: ' ' }).success).toBe(false);
    }
    expect(ContactRequest.safeParse({ ...valid, message: 'x'.repeat(1000) }).success).toBe(true);
    expect(ContactRequest.safeParse({ ...valid, message: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('numbers on the wire', () => {
  it('bounds progress counters to non-negative integers', () => {
    expect(ProgressUpdateRequest.safeParse({ problemsCompleted: 3, streak: 1 }).success).toBe(true);
    expect(ProgressUpdateRequest.safeParse({ problemsCompleted: -1, streak: 0 }).success).toBe(
      false,
    );
    expect(ProgressUpdateRequest.safeParse({ problemsCompleted: 1.5, streak: 0 }).success).toBe(
      false,
    );
    expect(ProgressUpdateRequest.safeParse({ problemsCompleted: 2e6, streak: 0 }).success).toBe(
      false,
    );
  });
  it('requires a positive amount and a slug product id', () => {
    expect(
      PaymentIntentRequest.safeParse({ productId: 'algebra-pack', amount: 19.99 }).success,
    ).toBe(true);
    expect(PaymentIntentRequest.safeParse({ productId: 'algebra-pack', amount: 0 }).success).toBe(
      false,
    );
    expect(PaymentIntentRequest.safeParse({ productId: '../etc', amount: 1 }).success).toBe(false);
  });
  it('refuses a blank answer', () => {
    expect(GradeRequest.safeParse({ problemId: 'p1', answer: '  ' }).success).toBe(false);
  });

  it('caps an answer at GRADE_ANSWER_MAX characters, after trimming', () => {
    const at = 'x'.repeat(GRADE_ANSWER_MAX);
    expect(GRADE_ANSWER_MAX).toBe(200);
    expect(GradeRequest.safeParse({ problemId: 'p1', answer: ` ${at} ` }).success).toBe(true);
    const over = GradeRequest.safeParse({ problemId: 'p1', answer: `${at}1` });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('Answer must be at most 200 characters');
  });
});

describe('apiPaths', () => {
  it('builds the spec paths', () => {
    expect(apiPaths.randomProblem('algebra')).toBe('/api/practice/random/algebra');
    expect(apiPaths.progress('geometry')).toBe('/api/progress/geometry');
    expect(apiPaths.catalogItem('a b')).toBe('/api/catalog/a%20b');
  });
});
