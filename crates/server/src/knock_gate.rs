//! How often one client address may knock, over all its connections and rooms: a token bucket
//! per address ([`KNOCK_BURST`] knocks, then one every [`KNOCK_REFILL`]). A knock past it is
//! refused with `rate_limited` before any room hears of it, so a flood never reaches the host's
//! screen; a connection refused [`KNOCKS_BEFORE_CUT_OFF`] times is closed (`connection`).
//! The clock is passed in, so the tests run on made-up instants.

use crate::limits::RateLimiter;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Knocks an address may make at once.
pub(crate) const KNOCK_BURST: u32 = 3;
/// Time for one more knock.
pub(crate) const KNOCK_REFILL: Duration = Duration::from_secs(20);
/// Refused knocks after which a connection is closed.
pub(crate) const KNOCKS_BEFORE_CUT_OFF: u32 = 3;
/// Addresses remembered; past this, those whose bucket has refilled are forgotten.
const MAX_ADDRESSES: usize = 4096;

/// The knock buckets of every address.
#[derive(Debug, Default)]
pub(crate) struct KnockGate {
    buckets: Mutex<HashMap<IpAddr, RateLimiter>>,
}

impl KnockGate {
    /// Takes one knock from `address`'s bucket; false means the knock is refused.
    pub(crate) fn allow(&self, address: IpAddr, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() >= MAX_ADDRESSES && !buckets.contains_key(&address) {
            buckets.retain(|_, bucket| !bucket.is_full_at(now));
            if buckets.len() >= MAX_ADDRESSES {
                // Thousands of addresses knocking at one phone: new ones wait until some go.
                return false;
            }
        }
        buckets.entry(address).or_insert_with(|| RateLimiter::one_every(KNOCK_REFILL, KNOCK_BURST, now)).allow(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_knocks_a_few_times_then_waits_and_others_are_not_held_back() {
        let gate = KnockGate::default();
        let (flood, friend) = ("10.77.0.9".parse().unwrap(), "10.77.0.2".parse().unwrap());
        let start = Instant::now();
        assert!((0..KNOCK_BURST).all(|_| gate.allow(flood, start)));
        assert!(!gate.allow(flood, start));
        assert!(!gate.allow(flood, start + KNOCK_REFILL / 2));
        assert!(gate.allow(friend, start), "one address's flood leaves the others alone");
        assert!(gate.allow(flood, start + KNOCK_REFILL + KNOCK_REFILL / 2));
        assert!(!gate.allow(flood, start + KNOCK_REFILL + KNOCK_REFILL / 2));
    }

    #[test]
    fn the_map_stays_bounded_by_forgetting_idle_addresses() {
        let gate = KnockGate::default();
        let start = Instant::now();
        for n in 0..MAX_ADDRESSES as u32 {
            assert!(gate.allow(IpAddr::from(n.to_be_bytes()), start));
        }
        let newcomer: IpAddr = "192.168.1.1".parse().unwrap();
        assert!(!gate.allow(newcomer, start), "every bucket is in use");
        assert!(gate.allow(newcomer, start + KNOCK_REFILL), "refilled buckets are forgotten");
        assert!(gate.buckets.lock().unwrap().len() <= MAX_ADDRESSES);
    }
}
