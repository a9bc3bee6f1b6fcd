//! Knocking: a guest who found a room on the local network ("Salas por perto") without its
//! invite asks the host to be let in; only an accepted knock carries the invite secret back.
//!
//! The guest sends `knock` (room code and name) and gets `knocking` with a knock number and a
//! random `nonce`; the host's connections get `knocked` with the same number, name and nonce.
//! Both screens show [`knock_code`] of the room and nonce, four digits the two players compare
//! before the host taps Aceitar. The knock ends with `knock_answered` to the guest (the invite
//! secret only when accepted) and, when the host did not answer it, `knock_ended` to the host.
//!
//! These messages are additive: version 1 stays version 1. A server from before knocks answers
//! `knock` with `unknown_type`, which the app shows as "this phone's app is too old; use the QR
//! code".

use serde::{Deserialize, Serialize};

/// How a knock ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KnockOutcome {
    /// The host let the guest in: the invite secret comes with it.
    Accepted,
    /// The host said no. The same address is refused again for this room.
    Refused,
    /// The host did not answer in time: a refusal, kept like one.
    Expired,
    /// The guest's connection closed before an answer.
    Withdrawn,
    /// The room no longer waits for a guest: its game started, its chairs filled, or it closed.
    RoomUnavailable,
}

/// The four digits both screens show for one knock: the room code (trimmed, upper case) and
/// the knock's nonce through 64-bit FNV-1a, modulo 10,000, written with leading zeros. Not a
/// secret (the nonce travels in the clear): it tells the host which of the knocks on the
/// screen is the friend at the table, and a stranger cannot make theirs match without
/// knocking again and again, which the per-address limit and "refused stays refused" stop.
pub fn knock_code(room: &str, nonce: u32) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let room = room.trim().to_ascii_uppercase();
    let hash =
        room.bytes().chain(nonce.to_le_bytes()).fold(OFFSET, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(PRIME));
    format!("{:04}", hash % 10_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_is_four_digits_fixed_by_room_and_nonce() {
        // Pinned values (checked by hand with Python): the host's and the guest's apps must compute the same digits, whatever
        // version each runs, so the function never changes silently.
        assert_eq!(knock_code("K7QM2X", 0), knock_code(" k7qm2x ", 0));
        let pinned = [knock_code("K7QM2X", 0), knock_code("K7QM2X", 1), knock_code("ABCDEF", 123_456)];
        assert_eq!(pinned, ["9695", "7390", "1085"].map(String::from));
        for nonce in [0, 1, 9, 10_000, u32::MAX] {
            let code = knock_code("ROOM01", nonce);
            assert_eq!(code.len(), 4);
            assert!(code.bytes().all(|b| b.is_ascii_digit()), "{code}");
        }
        // Different nonces spread over the codes (a knock again is a different code).
        let distinct: std::collections::HashSet<String> = (0..200).map(|n| knock_code("ROOM01", n)).collect();
        assert!(distinct.len() > 180, "{}", distinct.len());
    }
}
