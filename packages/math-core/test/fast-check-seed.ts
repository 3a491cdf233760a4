import fc from 'fast-check';

// One seed for every property test, so a run is repeatable: CI fails only on a change, never on
// a draw. Other seeds find other inputs (FC_SEED=12 found the solver's false '7 = 0' step): run
// with FC_SEED set to another number to explore, and keep what it finds as a test.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261124) });
