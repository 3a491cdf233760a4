import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    quadratic: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Solve ax² + bx + c = 0 exactly: factoring, the quadratic formula or square roots.',
  keywords: [
    'quadratic',
    'quadratic equation',
    'quadratic formula',
    'discriminant',
    'roots',
    'factoring',
    'solver',
    'equation',
    'parabola',
    'second degree',
    'x squared',
    'completing the square',
  ],
};

export type Coefficients = { a: string; b: string; c: string };

const work = lazyWork(() => import('./work'));

/** a·x² + b·x + c = 0 solved by math-core, the roots exact (surds typeset). Query: a, b, c. */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-math');
  const { loadExample, field, result, form } = useToolState(
    'quadratic',
    { a: '', b: '', c: '' },
    work.solve,
  );

  return (
    <ToolCard id="quadratic" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('quadratic.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={() => loadExample({ a: '1', b: '-5', c: '6' })}>
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <Fields compact>
          <NumberField label={w('quadratic.a')} {...field('a')} />
          <NumberField label={w('quadratic.b')} {...field('b')} />
          <NumberField label={w('quadratic.c')} {...field('c')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
