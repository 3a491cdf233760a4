/**
 * The four operations as the arithmetic and fraction calculators offer them: URL-safe values (a
 * raw `+` in a query string reads as a space), math-core's operator, and the label shown.
 */
export const operations = [
  { value: 'add', op: '+', label: 'Add (+)' },
  { value: 'subtract', op: '-', label: 'Subtract (−)' },
  { value: 'multiply', op: '*', label: 'Multiply (×)' },
  { value: 'divide', op: '/', label: 'Divide (÷)' },
] as const;

/** math-core's operator for a URL value; undefined for anything else. */
export const operatorOf = (value: string) => operations.find((o) => o.value === value)?.op;
