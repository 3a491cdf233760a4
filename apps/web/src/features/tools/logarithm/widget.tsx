import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    logarithm: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Solve log base b of x with the change-of-base formula, step by step.',
  keywords: [
    'log',
    'logarithm',
    'ln',
    'natural log',
    'exponent',
    'change of base',
    'solver',
    'logs',
    'log base',
    'antilog',
  ],
};

export type LogInputs = { base: string; value: string };

const work = lazyWork(() => import('./work'));

/** log_base(value) with its six steps and, when math-core finds one, the exact form. */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-math');
  const { loadExample, field, result, form } = useToolState(
    'logarithm',
    { base: '', value: '' },
    work.solve,
  );

  return (
    <ToolCard id="logarithm" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('logarithm.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ base: '2', value: '8' })}>
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <Fields>
          <NumberField
            label={w('logarithm.base')}
            {...field('base')}
            placeholder={t('form.example', { example: '2' })}
          />
          <NumberField
            label={w('logarithm.value')}
            {...field('value')}
            placeholder={t('form.example', { example: '8' })}
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
