// Our convertUnit (exact decimals + formula text) against mathjs units and convert-units.
import convert from 'convert-units';
import { unit } from 'mathjs';
import { bench, describe } from 'vitest';
import { convertUnit } from '../src/index';

const options = { time: 400, warmupTime: 100 };

describe('5 inches to centimeters', () => {
  bench(
    'math-core convertUnit',
    () => void convertUnit(5, 'length', 'inches', 'centimeters'),
    options,
  );
  bench('mathjs unit().toNumber()', () => void unit(5, 'inch').toNumber('cm'), options);
  bench('convert-units', () => void convert(5).from('in').to('cm'), options);
});

describe('100 °C to °F', () => {
  bench(
    'math-core convertUnit',
    () => void convertUnit(100, 'temperature', 'celsius', 'fahrenheit'),
    options,
  );
  bench('mathjs unit().toNumber()', () => void unit(100, 'degC').toNumber('degF'), options);
  bench('convert-units', () => void convert(100).from('C').to('F'), options);
});
