// The part of autocannon's API the bench uses (it ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: {
        setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      }[];
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Result {
      requests: { average: number };
      latency: { p99: number; p50: number };
      non2xx: number;
      /** Requests that got no answer (connection errors, timeouts). */
      errors: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
