import { QueryClient } from "@tanstack/react-query";

/** SPEC 4: 1 s, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The server-state cache of SPEC 4, created with the contact page so the home page does not load
 * TanStack Query. Queries retry 3 times; mutations (the contact submit) never retry on their own.
 */
export function createContactQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, gcTime: 5 * 60 * 1000 },
      // "always": offline, the send must fail at once with the connection message, not wait paused.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
