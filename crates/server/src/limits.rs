//! Per-connection rate limiting: a token bucket refilled at a steady rate.

use std::time::Instant;

/// A token bucket: `burst` tokens at most, `per_second` new tokens each second.
#[derive(Clone, Debug)]
pub(crate) struct RateLimiter {
    tokens: f64,
    burst: f64,
    per_second: f64,
    last: Instant,
}

impl RateLimiter {
    pub(crate) fn new(per_second: u32, burst: u32, now: Instant) -> RateLimiter {
        let burst = f64::from(burst.max(1));
        RateLimiter { tokens: burst, burst, per_second: f64::from(per_second), last: now }
    }

    /// A bucket of `burst` tokens that earns one every `interval` (slower than one a second).
    pub(crate) fn one_every(interval: std::time::Duration, burst: u32, now: Instant) -> RateLimiter {
        let burst = f64::from(burst.max(1));
        RateLimiter { tokens: burst, burst, per_second: 1.0 / interval.as_secs_f64().max(1e-9), last: now }
    }

    /// Whether the bucket has refilled to its burst by `now` (it may be forgotten: a new one
    /// would be the same).
    pub(crate) fn is_full_at(&self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens + elapsed * self.per_second >= self.burst
    }

    /// Takes one token if there is one; false means the message must be refused.
    pub(crate) fn allow(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_is_allowed_then_refused_until_tokens_refill() {
        let start = Instant::now();
        let mut limiter = RateLimiter::new(10, 3, start);
        assert!((0..3).all(|_| limiter.allow(start)));
        assert!(!limiter.allow(start));
        assert!(limiter.allow(start + Duration::from_millis(100)));
        assert!(!limiter.allow(start + Duration::from_millis(100)));
    }
}
