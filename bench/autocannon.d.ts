// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type TLatency = { average: number; p50: number; p90: number; p99: number; max: number };
  type TRequests = { average: number; mean: number; total: number };
  export type TAutocannonResult = {
    requests: TRequests;
    latency: TLatency;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  type TOptions = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    duration?: number;
  };
  function autocannon(options: TOptions): Promise<TAutocannonResult>;
  export default autocannon;
}
