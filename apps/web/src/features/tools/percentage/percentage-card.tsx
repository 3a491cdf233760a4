import { usePageLanguage, useWords } from '../../../components/math/words';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import * as styles from '../components/tool.css';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { firstBlank } from '../lib/refusal';
import { lazyWork, useToolState } from '../lib/url-state';

const work = lazyWork(() => import('./card-work'));

/**
 * The percentage page's card: Value and Percentage (%) number inputs, Calculate, and a result
 * alert 'Result:' / '{percentage}% of {value} = {result}' with the rule in words and math-core's
 * typeset working. Input math-core refuses clears the result and says why beside the field.
 * Query: ?percentage=25&value=80.
 */
export function PercentageCard() {
  const t = useWords('tools');
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const { field, result, form } = useToolState(
    'percentage',
    { percentage: '', value: '' },
    (inputs) => {
      const blank = firstBlank(inputs, { percentage: 'a percentage', value: 'a value' }, (f) =>
        w(`percentage.card.enter.${f}`),
      );
      if (blank) return blank;
      return work.solve(inputs, language);
    },
  );

  return (
    <Card as="section" aria-labelledby="percentage-card-title" className={styles.card}>
      <CardTitle as="h2" id="percentage-card-title">
        {w('percentage.card.title')}
      </CardTitle>
      <ToolForm
        aria-label={w('percentage.form')}
        {...form}
        prepare={work.prepare}
        result={
          result ? (
            <Alert title={w('percentage.card.result')} data-testid="percentage-result">
              <p className={styles.answer}>
                {w('percentage.of.answer', {
                  x: result.percentage,
                  y: result.value,
                  value: result.answer,
                })}
              </p>
              {/* The rule in words, as the product states it; the working below is math-core's. */}
              <p className={styles.formula}>{w('percentage.card.rule')}</p>
              <Working steps={result.steps} />
            </Alert>
          ) : null
        }
      >
        <Fields>
          {/* In the order the question is said: 25 % of 80. */}
          <NumberField
            label={w('percentage.card.percentage')}
            {...field('percentage')}
            placeholder={t('form.example', { example: '25' })}
          />
          <NumberField
            label={w('percentage.card.value')}
            {...field('value')}
            placeholder={t('form.example', { example: '80' })}
          />
        </Fields>
      </ToolForm>
    </Card>
  );
}
