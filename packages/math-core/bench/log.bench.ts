// simplifyLog (value, six steps, exact-form search) against mathjs log(x, base).
import { log } from 'mathjs';
import { bench, describe } from 'vitest';
import { simplifyLog } from '../src/index';

const options = { time: 400, warmupTime: 100 };

describe('log_4(8), rational answer', () => {
  bench('math-core simplifyLog', () => void simplifyLog(4, 8), options);
  bench('mathjs log', () => void log(8, 4), options);
});

describe('log_3(10), irrational answer', () => {
  bench('math-core simplifyLog', () => void simplifyLog(3, 10), options);
  bench('mathjs log', () => void log(10, 3), options);
});
