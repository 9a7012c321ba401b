// The part of autocannon's API the API benchmark uses (the package ships no types).
declare module "autocannon" {
  /** One request as autocannon sends it; `setupRequest` may change it before each send. */
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    requests?: RequestSpec[];
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  export interface Result {
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run took. */
    duration: number;
    latency: Histogram;
    requests: Histogram;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
