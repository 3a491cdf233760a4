import { Button } from '../../../components/ui/button';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, TextField, ToolForm } from '../components/tool-form';
import { operations } from '../lib/operations';
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
  const { loadExample, field, result, form } = useToolState(
    'fraction',
    { a: '', op: 'add', b: '' },
    work.solve,
  );

  return (
    <ToolCard id="fraction" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Fraction calculator"
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ a: '3/4', op: 'add', b: '5/6' })}>
            Load Example
          </Button>
        }
        result={result}
      >
        <Fields>
          <TextField label="First fraction" {...field('a')} placeholder="e.g. 2 1/2" />
          <SelectField label="Operation" {...field('op')} options={operations} />
          <TextField label="Second fraction" {...field('b')} placeholder="e.g. 3/4" />
        </Fields>
        <p className={styles.muted}>
          Type a fraction (3/4), a mixed number (2 1/2), a whole number (-5) or a decimal (0.25).
        </p>
      </ToolForm>
    </ToolCard>
  );
}
