import { formatDollars } from './format-dollars';

/** A price from the server, in dollars. */
export function Price({ dollars, suffix = '' }: { dollars: number; suffix?: string }) {
  return <>{`${formatDollars(dollars)}${suffix}`}</>;
}
