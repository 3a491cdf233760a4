/** Why the trig-identity kind refuses a problem, by id: its sentences as data (see math/refusal). */
export const TRIG_IDENTITY_REFUSALS = {
  identityAngle:
    'Identities are proved in sin, cos, tan, sec, csc and cot of one angle (and of twice it), such as sin^2(x)+cos^2(x)=1',
  identityFunctions: 'This equation is not in sin, cos, tan, sec, csc and cot of one angle',
  identityOne: 'Give one equation to prove, such as sin^2(x)+cos^2(x)=1',
} as const;
