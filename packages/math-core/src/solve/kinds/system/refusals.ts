/** Why the system kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const SYSTEM_REFUSALS = {
  systemThreeLinear:
    'A system of three equations must be linear in three unknowns, such as x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2',
  systemOneEquals: 'Each equation of a system needs one = sign',
  systemCount: 'A system must have two or three equations',
  systemTwoLinear:
    'A system must be two linear equations in two unknowns, such as 2x + y = 5, x − y = 1',
} as const;
