/** Why the nonlinear-system kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const NONLINEAR_SYSTEM_REFUSALS = {
  nonlinearTwo: 'Give two equations in two unknowns',
  nonlinearShape:
    'In a system that is not linear, one equation must hold an unknown only once and to the first power (such as x + y = 7), or both must hold the unknowns only as squares',
} as const;
