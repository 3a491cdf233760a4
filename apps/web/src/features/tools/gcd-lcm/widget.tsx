import { MAX_GCD_VALUES } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { TextField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    'gcd-lcm': true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Greatest common divisor and least common multiple of 2 to 20 whole numbers.',
  keywords: [
    'gcd',
    'gcf',
    'hcf',
    'lcm',
    'greatest common divisor',
    'greatest common factor',
    'least common multiple',
    'lowest common multiple',
    'factors',
    'highest common factor',
    'common denominator',
  ],
};

const work = lazyWork(() => import('./work'));

/** gcd and lcm through the numbers' prime factorisations. Query: values (comma-separated). */
export function Widget(props: ToolCardProps) {
  const { loadExample, field, result, form } = useToolState('gcd-lcm', { values: '' }, work.solve);

  return (
    <ToolCard id="gcd-lcm" summary={about.summary} {...props}>
      <ToolForm
        aria-label="GCD and LCM calculator"
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ values: '72, 120' })}>
            Load Example
          </Button>
        }
        result={result}
      >
        <TextField
          label="Whole numbers"
          {...field('values')}
          placeholder="e.g. 72, 120"
          hint={`2 to ${MAX_GCD_VALUES} numbers from 1 to 1,000,000,000,000, separated by commas or spaces.`}
        />
      </ToolForm>
    </ToolCard>
  );
}
