/**
 * The four operations as the arithmetic and fraction calculators offer them: URL-safe values (a
 * raw `+` in a query string reads as a space), math-core's operator, and the label shown in
 * English (other languages': `operation.<value>` in the tools catalogue, `operationOptions`).
 */
export const operations = [
  { value: 'add', op: '+', label: 'Add (+)' },
  { value: 'subtract', op: '-', label: 'Subtract (−)' },
  { value: 'multiply', op: '*', label: 'Multiply (×)' },
  { value: 'divide', op: '/', label: 'Divide (÷)' },
] as const;

/** math-core's operator for a URL value; undefined for anything else. */
export const operatorOf = (value: string) => operations.find((o) => o.value === value)?.op;

/** The operations as a select's options, labelled in the page's words (`tools` catalogue). */
export const operationOptions = (t: (key: string) => string) =>
  operations.map((o) => ({ value: o.value, label: t(`operation.${o.value}`) }));
