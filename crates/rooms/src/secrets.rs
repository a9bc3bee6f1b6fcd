//! Capability secrets: long random strings drawn from an injected random source, and a
//! comparison whose time does not depend on where two secrets first differ.

use rand::RngCore;

/// Random bytes in a secret (192 bits), written as 48 hex digits.
pub(crate) const SECRET_BYTES: usize = 24;

/// A new secret from `rng`. The server passes a cryptographic generator; tests pass a seeded one.
pub(crate) fn new_secret(rng: &mut dyn RngCore) -> String {
    let mut bytes = [0u8; SECRET_BYTES];
    rng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Compares a presented secret with the stored one without an early exit on the first mismatch.
pub(crate) fn secrets_match(stored: &str, presented: &str) -> bool {
    let (a, b) = (stored.as_bytes(), presented.as_bytes());
    if a.len() != b.len() || a.is_empty() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, SeedableRng};

    #[test]
    fn secrets_are_long_distinct_and_match_only_themselves() {
        let mut rng = StdRng::seed_from_u64(1);
        let (a, b) = (new_secret(&mut rng), new_secret(&mut rng));
        assert_eq!(a.len(), 2 * SECRET_BYTES);
        assert_ne!(a, b);
        assert!(secrets_match(&a, &a.clone()));
        assert!(!secrets_match(&a, &b));
        assert!(!secrets_match(&a, &a[..10]));
        assert!(!secrets_match("", ""));
    }
}
