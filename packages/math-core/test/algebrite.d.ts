// Algebrite ships no types; the corpus uses only `run`, which evaluates one expression to text.
declare module 'algebrite' {
  const Algebrite: { run(expression: string): string; clearall(): void };
  export default Algebrite;
}
