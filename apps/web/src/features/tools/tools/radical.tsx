import { type SimplifyRadicalResult, simplifyRadical } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import { decimalText, MathAnswer, signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../parse';
import { explain } from '../refusal';
import { Refusal, useToolState } from '../url-state';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Simplify a square root, cube root or any root up to the 10th: √72 = 6√2.',
  keywords: ['radical', 'root', 'square root', 'cube root', 'surd', 'sqrt', 'simplify'],
};

const names: Record<string, { label: string }> = {
  radicand: { label: 'The number under the root' },
  index: { label: 'The index' },
};

/** The index-th root of a whole number with its largest perfect power taken out. Query: radicand, index. */
export function RadicalTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, error, calculate } = useToolState(
    'radical',
    { radicand: '', index: '2' },
    ({ radicand, index }) => {
      if (radicand.trim() === '')
        return new Refusal('Enter the number under the root, for example 72.', 'radicand');
      const r = simplifyRadical(toNumber(radicand), index.trim() === '' ? 2 : toNumber(index));
      return r.ok ? r.value : explain(r.error, (field) => names[field]);
    },
  );

  return (
    <ToolCard id="radical" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Radical simplifier"
        onCalculate={() => calculate()}
        error={error}
        actions={
          <Button variant="outline" onClick={() => setInputs({ radicand: '72', index: '2' })}>
            Load Example
          </Button>
        }
        result={result ? <RadicalResult result={result} /> : null}
      >
        <Fields>
          <NumberField
            label="Number under the root"
            name="radicand"
            value={inputs.radicand}
            onChange={set('radicand')}
            placeholder="e.g. 72"
            integer
          />
          <NumberField
            label="Index"
            name="index"
            value={inputs.index}
            onChange={set('index')}
            hint="2 for a square root, 3 for a cube root, up to 10."
            integer
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function RadicalResult({ result }: { result: SimplifyRadicalResult }) {
  return (
    <div className={styles.result} data-testid="radical-result">
      <p className={styles.answer}>
        Simplified: <MathAnswer text={result.text} />
      </p>
      <ResultStats
        items={[
          { label: 'Outside the root', value: signed(result.coefficient) },
          { label: 'Under the root', value: String(result.radicand) },
          { label: 'Decimal', value: decimalText(result.value, 6) },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
