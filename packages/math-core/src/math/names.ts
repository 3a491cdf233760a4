/**
 * The function names `parseMath` reads, longest first so that "sinh" is not read as "sin" then
 * h. One list: the parser reads a name from it, `toText` keeps letters apart where they would
 * spell one, and the solver's reader of words knows a run of letters that is one.
 */
export const FUNCTION_NAMES: readonly string[] =
  /* @__PURE__ */ 'transpose midpoint distance variance binomial inverse conj polar arcsin arccos arctan median floor slope stdev range rank mode mean line sqrt lim cbrt root sinh cosh tanh ceil asin acos atan log sin cos tan cot sec csc exp abs gcd lcm min max arg det ln'.split(
    ' ',
  );

/**
 * The superscript and the subscript digits, each at its value: `parseMath` reads them, `toText`
 * writes them.
 */
export const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
export const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
