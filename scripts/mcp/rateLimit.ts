/**
 * A token bucket per client: `perMinute` requests in a burst, refilled at
 * `perMinute` per minute. Pure (the clock is passed in) so tests need no
 * waiting. Buckets that are full again are dropped, so memory stays bounded
 * by the clients of the last minute.
 */
export interface RateLimiter {
  /** Takes one token; when none is left, says how many seconds until one is. */
  take(client: string, now?: number): {allowed: true} | {allowed: false; retryAfterSeconds: number};
  size(): number;
}

export function createRateLimiter(perMinute: number): RateLimiter {
  const buckets = new Map<string, {tokens: number; at: number}>();
  const perMs = perMinute / 60_000;
  let lastSweep = 0;
  return {
    take(client, now = Date.now()) {
      if (now - lastSweep > 60_000) {
        for (const [key, bucket] of buckets)
          if (bucket.tokens + (now - bucket.at) * perMs >= perMinute) buckets.delete(key);
        lastSweep = now;
      }
      const bucket = buckets.get(client) ?? {tokens: perMinute, at: now};
      bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return {allowed: true};
      }
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000))};
    },
    size: () => buckets.size,
  };
}
