import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    'prime-factors': true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Write a whole number up to a trillion as a product of primes: 360 = 2³ × 3² × 5.',
  keywords: [
    'prime',
    'primes',
    'prime factors',
    'factor',
    'factorization',
    'factor tree',
    'is prime',
    'prime factorisation',
    'factorise',
    'factorize',
    'composite',
  ],
};

const work = lazyWork(() => import('./work'));

/** A whole number from 1 to 10¹² as a product of prime powers. Query: value. */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-math');
  const { loadExample, field, result, form } = useToolState(
    'prime-factors',
    { value: '' },
    work.solve,
  );

  return (
    <ToolCard id="prime-factors" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('prime.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ value: '360' })}>
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <Fields>
          <NumberField
            label={w('prime.value')}
            {...field('value')}
            placeholder={t('form.example', { example: '360' })}
            hint={w('prime.hint')}
            integer
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
