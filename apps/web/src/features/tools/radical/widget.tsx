import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    radical: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Simplify a square root, cube root or any root up to the 10th: √72 = 6√2.',
  keywords: [
    'radical',
    'root',
    'square root',
    'cube root',
    'surd',
    'sqrt',
    'simplify',
    'surds',
    'nth root',
    'roots',
  ],
};

export type RadicalInputs = { radicand: string; index: string };

const work = lazyWork(() => import('./work'));

/** The index-th root of a whole number with its largest perfect power taken out. Query: radicand, index. */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-math');
  const { loadExample, field, result, form } = useToolState(
    'radical',
    { radicand: '', index: '2' },
    work.solve,
  );

  return (
    <ToolCard id="radical" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('radical.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ radicand: '72', index: '2' })}>
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <Fields>
          <NumberField
            label={w('radical.radicand')}
            {...field('radicand')}
            placeholder={t('form.example', { example: '72' })}
            integer
          />
          <NumberField
            label={w('radical.index')}
            {...field('index')}
            hint={w('radical.indexHint')}
            integer
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
