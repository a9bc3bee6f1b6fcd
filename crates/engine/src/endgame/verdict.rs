//! The compact form of the largest tables: per position only a verdict at fresh counts (won,
//! lost, drawn or unknown, two bits), not the distance.
//!
//! A distance is what lets the probe check a win against the counts as they stand in a game. The
//! 5-piece tables would not fit the app with one byte a position, so they keep the verdict a
//! position has **when its counts are fresh**, as a capture or a crowning leaves it: exactly where
//! a search of a larger position enters them, and exact too where no count runs in the material
//! (one side without kings). Elsewhere the probe says nothing and the search plays on, reaching
//! the distance tables at the next conversion.
//!
//! Positions whose side to move must capture are not kept (their code is whatever packs best):
//! every capture leaves the balance for a smaller table, so [`capture_value`] reads them one ply
//! deeper. Numbers that name no position are filled the same way.

use super::generate::fresh_value;
use super::{Table, Tables, Value};
use crate::draughts::game::fresh_plies_before_a_count;
use crate::draughts::movegen::{generate_captures, has_capture};
use crate::draughts::{Position, Rules, Variant};

/// The two-bit codes.
const UNKNOWN: u8 = 0;
const WON: u8 = 1;
const LOST: u8 = 2;
const DRAWN: u8 = 3;

/// The value a code stands for.
pub(super) fn value_of_code(code: u8) -> Value {
    match code & 3 {
        WON => Value::WinAtFreshCounts,
        LOST => Value::LossAtFreshCounts,
        DRAWN => Value::Draw,
        _ => Value::Unknown,
    }
}

/// The code of a solved position's value, for `pos` at fresh counts.
fn code_of(variant: Variant, pos: &Position, value: Value) -> u8 {
    let fits = |plies: u8| fresh_plies_before_a_count(variant, pos).is_none_or(|left| u32::from(plies) <= left);
    match value {
        Value::Loss(0) | Value::LossAtFreshCounts => LOST,
        Value::Draw => DRAWN,
        Value::WinAtFreshCounts => WON,
        Value::Win(d) if fits(d) => WON,
        Value::Loss(d) if fits(d) => LOST,
        Value::Win(_) | Value::Loss(_) | Value::Unknown => UNKNOWN,
    }
}

/// The codes of a table solved in memory, one per position number (not packed). Positions that
/// must capture, and numbers naming no position, repeat the code before them: long runs are what
/// the compression likes.
pub(super) fn codes(variant: Variant, table: &Table) -> Vec<u8> {
    crate::with_rules!(variant, R => codes_with::<R>(variant, table))
}

fn codes_with<R: Rules>(variant: Variant, table: &Table) -> Vec<u8> {
    let signature = table.signature;
    let mut codes = Vec::with_capacity(signature.size());
    let mut previous = UNKNOWN;
    for index in 0..signature.size() {
        let kept = signature.position(index).filter(|pos| !has_capture::<R>(pos));
        if let Some(pos) = kept {
            previous = code_of(variant, &pos, table.value(index, None));
        }
        codes.push(previous);
    }
    codes
}

/// The value of `pos` when its side to move must capture (`None` when it need not): the capture
/// is a conversion, so the position is won in one ply when a capture leaves the opponent lost at
/// the fresh counts that start there, lost in one when every capture leaves them won, drawn when
/// none leaves anything unsettled and one leaves a draw.
pub(super) fn capture_value(tables: &Tables, pos: &Position) -> Option<Value> {
    crate::with_rules!(tables.variant, R => capture_value_with::<R>(tables, pos))
}

fn capture_value_with<R: Rules>(tables: &Tables, pos: &Position) -> Option<Value> {
    // Most probed positions need not capture: a bitboard test answers them with no list.
    if !has_capture::<R>(pos) {
        return None;
    }
    let mut moves = Vec::with_capacity(8);
    generate_captures::<R>(pos, &mut moves, false);
    let (mut all_won, mut unsettled, mut drawn) = (true, false, false);
    for mv in &moves {
        let mut child = *pos;
        child.apply(mv.from, mv.to, mv.captured, mv.crowns);
        match fresh_value(tables.variant, &child, tables) {
            Value::Loss(_) | Value::LossAtFreshCounts => return Some(Value::Win(1)),
            Value::Win(_) | Value::WinAtFreshCounts => {}
            Value::Draw => (all_won, drawn) = (false, true),
            Value::Unknown => (all_won, unsettled) = (false, true),
        }
    }
    Some(if all_won {
        Value::Loss(1)
    } else if drawn && !unsettled {
        Value::Draw
    } else {
        Value::Unknown
    })
}

/// Packs codes four to a byte, the first in the low bits.
pub(super) fn pack(codes: &[u8]) -> Vec<u8> {
    codes
        .chunks(4)
        .map(|four| four.iter().enumerate().fold(0u8, |byte, (i, &code)| byte | (code & 3) << (2 * i)))
        .collect()
}

/// The code at `slot` of packed bytes (unknown past their end).
pub(super) fn unpack(packed: &[u8], slot: usize) -> u8 {
    packed.get(slot / 4).map_or(UNKNOWN, |byte| (byte >> (2 * (slot % 4))) & 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_pack_four_to_a_byte_and_read_back() {
        let codes: Vec<u8> = (0..103).map(|i| (i * 7 % 4) as u8).collect();
        let packed = pack(&codes);
        assert_eq!(packed.len(), 26);
        for (slot, &code) in codes.iter().enumerate() {
            assert_eq!(unpack(&packed, slot), code);
        }
        assert_eq!(unpack(&packed, 200), UNKNOWN);
    }

    #[test]
    fn a_code_keeps_a_win_only_when_it_fits_the_fresh_counts() {
        let game = crate::draughts::DraughtsGame::from_fen(Variant::Russian, "W:WK29,K30,K31:BK28").expect("FEN");
        let pos = *game.position();
        let fresh = fresh_plies_before_a_count(Variant::Russian, &pos).expect("7.2.4 runs") as u8;
        assert_eq!(code_of(Variant::Russian, &pos, Value::Win(fresh)), WON);
        assert_eq!(code_of(Variant::Russian, &pos, Value::Win(fresh + 1)), UNKNOWN);
        assert_eq!(code_of(Variant::Russian, &pos, Value::Loss(0)), LOST);
        assert_eq!(value_of_code(code_of(Variant::Russian, &pos, Value::Draw)), Value::Draw);
    }
}
