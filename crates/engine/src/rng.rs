//! A tiny seeded random generator (SplitMix64) for the bot's deliberate noise and choices.
//!
//! The bot's randomness must be reproducible from a seed (tests, bug reports, the level ladder), and
//! the engine has no I/O or platform dependency, so it carries its own generator rather than a crate.

/// SplitMix64 (Steele, Lea and Flood 2014): fast, good enough for game noise, one `u64` of state.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: no modulo bias worth speaking of for the small `n` used here.
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A number in `-amplitude..=amplitude`.
    pub(crate) fn symmetric(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 {
            return 0;
        }
        self.below(2 * amplitude as u64 + 1) as i32 - amplitude
    }

    /// True with probability `per_mille / 1000`.
    pub(crate) fn chance(&mut self, per_mille: u32) -> bool {
        self.below(1000) < per_mille as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_values_in_range() {
        let mut a = SplitMix64::new(99);
        let mut b = SplitMix64::new(99);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        let mut c = SplitMix64::new(1);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let v = c.symmetric(3);
            assert!((-3..=3).contains(&v));
            seen[(v + 3) as usize] = true;
            assert!(c.below(5) < 5);
        }
        assert!(seen.iter().all(|&s| s), "every value of -3..=3 appears");
    }
}
