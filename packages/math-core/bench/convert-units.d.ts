// convert-units 2 ships no types; the benches use only this chain.
declare module 'convert-units' {
  interface Converter {
    from(unit: string): { to(unit: string): number };
  }
  export default function convert(value: number): Converter;
}
