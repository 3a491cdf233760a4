import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, TextField, ToolForm } from '../components/tool-form';
import { operationOptions } from '../lib/operations';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    fraction: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Add, subtract, multiply or divide fractions and mixed numbers, in lowest terms.',
  keywords: [
    'fraction',
    'fractions',
    'mixed number',
    'numerator',
    'denominator',
    'simplify',
    'lowest terms',
    'add fractions',
    'decimal',
    'fraction to decimal',
    'improper fraction',
    'reduce',
  ],
};

export type FractionInputs = { a: string; op: string; b: string };

const work = lazyWork(() => import('./work'));

/**
 * Two fractions, mixed numbers or whole numbers as typed ("2 1/2", "3/4", "-5") and an operation;
 * math-core works it out exactly and the result shows the fraction in lowest terms, the mixed
 * number and the decimal. Query: a, op, b.
 */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-calculators');
  const { loadExample, field, result, form } = useToolState(
    'fraction',
    { a: '', op: 'add', b: '' },
    work.solve,
  );

  return (
    <ToolCard id="fraction" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('fraction.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ a: '3/4', op: 'add', b: '5/6' })}>
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <Fields>
          <TextField label={w('fraction.a')} {...field('a')} placeholder={w('fraction.aExample')} />
          <SelectField label={t('operation')} {...field('op')} options={operationOptions(t)} />
          <TextField label={w('fraction.b')} {...field('b')} placeholder={w('fraction.bExample')} />
        </Fields>
        <p className={styles.muted}>{w('fraction.hint')}</p>
      </ToolForm>
    </ToolCard>
  );
}
