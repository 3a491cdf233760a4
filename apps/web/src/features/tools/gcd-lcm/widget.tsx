import { MAX_GCD_VALUES } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
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
  const t = useWords('tools');
  const w = useWords('tools-math');
  const { loadExample, field, result, form } = useToolState('gcd-lcm', { values: '' }, work.solve);

  return (
    <ToolCard id="gcd-lcm" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('gcd.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ values: '72, 120' })}>
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <TextField
          label={w('gcd.values')}
          {...field('values')}
          placeholder={t('form.example', { example: '72, 120' })}
          hint={w('gcd.hint', { max: MAX_GCD_VALUES })}
        />
      </ToolForm>
    </ToolCard>
  );
}
