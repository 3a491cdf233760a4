import fc from 'fast-check';

// One seed for every property test (math-core's tests use the same), so a run is repeatable: CI
// fails only on a change, never on a draw. Run with FC_SEED set to another number to explore.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261124) });
