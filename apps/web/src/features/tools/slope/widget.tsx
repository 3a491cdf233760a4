import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    slope: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary:
    'The line through two points: exact slope, y = mx + b, point-slope and standard form, distance and midpoint.',
  keywords: [
    'slope',
    'gradient',
    'rise over run',
    'line',
    'two points',
    'equation of a line',
    'slope-intercept',
    'point-slope',
    'standard form',
    'y-intercept',
    'distance',
    'midpoint',
  ],
};

export type PointInputs = { x1: string; y1: string; x2: string; y2: string };

const work = lazyWork(() => import('./work'));

/** The line through (x₁, y₁) and (x₂, y₂), worked out exactly by math-core. Query: x1, y1, x2, y2. */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-math');
  const { loadExample, field, result, error, busy, calculate } = useToolState(
    'slope',
    { x1: '', y1: '', x2: '', y2: '' },
    work.solve,
  );

  return (
    <ToolCard id="slope" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('slope.form')}
        onCalculate={() => calculate()}
        error={error}
        prepare={work.prepare}
        busy={busy}
        actions={
          <Button
            variant="outline"
            onClick={() => loadExample({ x1: '2', y1: '3', x2: '5', y2: '7' })}
          >
            {t('form.loadExample')}
          </Button>
        }
        result={result}
      >
        <Fields compact>
          <NumberField
            label={w('slope.x1')}
            {...field('x1')}
            placeholder={t('form.example', { example: '2' })}
          />
          <NumberField
            label={w('slope.y1')}
            {...field('y1')}
            placeholder={t('form.example', { example: '3' })}
          />
          <NumberField
            label={w('slope.x2')}
            {...field('x2')}
            placeholder={t('form.example', { example: '5' })}
          />
          <NumberField
            label={w('slope.y2')}
            {...field('y2')}
            placeholder={t('form.example', { example: '7' })}
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
