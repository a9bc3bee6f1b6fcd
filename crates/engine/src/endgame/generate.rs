//! Solving one material balance from the ones it converts into.
//!
//! Every position of the balance is listed once with its moves (the engine's move generator: no
//! rule is written here). A move that keeps the balance points at another position of it; a
//! capture or a crowning leaves it, and its value is read from the finished table of the balance
//! it lands in, at that balance's fresh counts. Then, round by round: a position is won in `d`
//! plies when a move reaches a position lost in fewer, and lost in `d` when every move reaches a
//! position won in fewer. What no round settles stays unknown.
//!
//! The distance is to the next conversion (or the end), the count every counting rule restarts
//! at; a conversion counts as known only when its new balance's win fits that balance's fresh
//! counts, so a known win never relies on a line some count would cut short. A win that needs a
//! longer line stays unknown here, and the search plays it out under the real counters.

use super::index::Signature;
use super::{Outcome, Table, Value};
use crate::draughts::game::{fresh_plies_before_a_count, lone_king_on_long_diagonal, long_diagonal_count_plies};
use crate::draughts::movegen::generate_moves;
use crate::draughts::{Position, Rules, Variant};

/// What a position's moves lead to, gathered before the rounds.
struct Moves {
    /// For position `i`, its moves within the balance are `inside[starts[i]..starts[i + 1]]`.
    starts: Vec<u32>,
    inside: Vec<u32>,
    /// Some conversion wins at once (its new balance is lost for the opponent, within its count).
    converts_to_win: Vec<bool>,
    /// Some conversion leads where the opponent is not known to win: the loser's way out.
    escapes: Vec<bool>,
    /// The same two, counts aside (for the draws: see [`solve_without_counts`]).
    converts_to_win_without_counts: Vec<bool>,
    escapes_without_counts: Vec<bool>,
    /// False for numbers that name no position.
    exists: Vec<bool>,
    /// The side to move has no move at all.
    stuck: Vec<bool>,
    /// A lone king stands on the long diagonal (7.2.7's count runs).
    on_diagonal: Vec<bool>,
}

/// Solves `signature`, whose conversions land in `done` (tables of the same variant).
///
/// Where 7.2.7 applies, a position whose lone king stands on the long diagonal is solved once
/// per ply already spent there (`spent`): a move that keeps it there leads to `spent + 1`, and at
/// the limit the game is drawn (unknown here).
pub(super) fn solve<R: Rules>(variant: Variant, signature: Signature, done: &super::Tables) -> Table {
    let size = signature.size();
    let counts = signature.0.map(u32::from);
    let diagonal_limit = long_diagonal_count_plies(variant, counts);
    let states = diagonal_limit.map_or(1, |limit| limit as usize);
    let mut values = vec![Value::UNKNOWN_BYTE; size * states];
    let moves = list_moves::<R>(variant, signature, done, &mut values, states);
    let without_counts = solve_without_counts(&moves, size);
    // The value of child `child` reached from a position whose lone king had spent `spent` plies
    // on the diagonal (`on_diagonal` when it stood there).
    let child_value = |values: &[u8], child: u32, on_diagonal: bool, spent: usize| -> Value {
        let child = child as usize;
        if !moves.on_diagonal[child] {
            return Value::from_byte(values[child * states]);
        }
        let child_spent = if on_diagonal { spent + 1 } else { 0 };
        if child_spent >= states {
            return Value::Unknown;
        }
        Value::from_byte(values[child * states + child_spent])
    };
    for distance in 1..=Value::MAX_DISTANCE {
        let mut settled = false;
        for index in 0..size {
            if !moves.exists[index] {
                continue;
            }
            let on_diagonal = moves.on_diagonal[index];
            let inside = &moves.inside[moves.starts[index] as usize..moves.starts[index + 1] as usize];
            for spent in 0..if on_diagonal { states } else { 1 } {
                let slot = index * states + spent;
                if values[slot] != Value::UNKNOWN_BYTE {
                    continue;
                }
                let value = |child: &u32| child_value(&values, *child, on_diagonal, spent);
                // Only values of earlier rounds: this round's are all `distance` itself.
                let wins = (distance == 1 && moves.converts_to_win[index])
                    || inside.iter().any(|c| matches!(value(c), Value::Loss(d) if d < distance));
                let loses = !wins
                    && !moves.escapes[index]
                    && !moves.converts_to_win[index]
                    && inside.iter().all(|c| matches!(value(c), Value::Win(d) if d < distance));
                if wins {
                    values[slot] = Value::Win(distance).to_byte();
                } else if loses {
                    values[slot] = Value::Loss(distance).to_byte();
                }
                settled |= wins || loses;
            }
        }
        // A round that settles nothing leaves the next with the same facts.
        if !settled {
            break;
        }
    }
    // What no line wins even with the counts aside is a draw under them too.
    for (index, outcome) in without_counts.iter().enumerate() {
        if *outcome == Outcome::Drawn && moves.exists[index] {
            values[index * states..(index + 1) * states].fill(Value::Draw.to_byte());
        }
    }
    Table::in_memory(signature, diagonal_limit, values, without_counts)
}

/// The balance solved with every counting rule aside (and so with no distance limit): what no
/// line wins even then is a draw for sure. Its wins and losses are kept only for the balances
/// that convert into this one.
fn solve_without_counts(moves: &Moves, size: usize) -> Vec<Outcome> {
    // Rounds as in [`solve`], with distances of any length: 0 = not settled yet.
    let mut wins = vec![0u16; size];
    let mut losses = vec![0u16; size];
    for (loss, &stuck) in losses.iter_mut().zip(&moves.stuck) {
        if stuck {
            *loss = 1; // No move at all: lost now (distances here are one more).
        }
    }
    let mut distance: u16 = 1;
    loop {
        distance += 1;
        let mut settled = false;
        for index in 0..size {
            if !moves.exists[index] || wins[index] != 0 || losses[index] != 0 {
                continue;
            }
            let inside = &moves.inside[moves.starts[index] as usize..moves.starts[index + 1] as usize];
            let won = (distance == 2 && moves.converts_to_win_without_counts[index])
                || inside.iter().any(|&c| losses[c as usize] != 0 && losses[c as usize] < distance);
            let lost = !won
                && !moves.escapes_without_counts[index]
                && !moves.converts_to_win_without_counts[index]
                && inside.iter().all(|&c| wins[c as usize] != 0 && wins[c as usize] < distance);
            if won {
                wins[index] = distance;
            } else if lost {
                losses[index] = distance;
            }
            settled |= won || lost;
        }
        if !settled {
            break;
        }
    }
    (0..size)
        .map(|index| match (wins[index], losses[index]) {
            (0, 0) => Outcome::Drawn,
            (0, _) => Outcome::Lost,
            _ => Outcome::Won,
        })
        .collect()
}

/// Lists every position's moves; positions with none are lost at once (`values`).
fn list_moves<R: Rules>(
    variant: Variant,
    signature: Signature,
    done: &super::Tables,
    values: &mut [u8],
    states: usize,
) -> Moves {
    let size = signature.size();
    let mut moves = Moves {
        starts: Vec::with_capacity(size + 1),
        inside: Vec::new(),
        converts_to_win: vec![false; size],
        escapes: vec![false; size],
        converts_to_win_without_counts: vec![false; size],
        escapes_without_counts: vec![false; size],
        exists: vec![true; size],
        stuck: vec![false; size],
        on_diagonal: vec![false; size],
    };
    let mut generated = Vec::new();
    for index in 0..size {
        moves.starts.push(moves.inside.len() as u32);
        let Some(pos) = signature.position(index) else {
            // No such position (two pieces on one square): no moves, never settled.
            moves.exists[index] = false;
            continue;
        };
        // Only where 7.2.7 applies does the lone king's stay on the diagonal make states.
        moves.on_diagonal[index] = states > 1 && lone_king_on_long_diagonal(&pos);
        generated.clear();
        generate_moves::<R>(&pos, &mut generated);
        if generated.is_empty() {
            // Lost at once, however long the king has stood where it is.
            values[index * states..(index + 1) * states].fill(Value::Loss(0).to_byte());
            moves.stuck[index] = true;
            continue;
        }
        for mv in &generated {
            let mut child = pos;
            child.apply(mv.from, mv.to, mv.captured, mv.crowns);
            if Signature::of(&child) == signature {
                moves.inside.push(signature.index(&child) as u32);
                continue;
            }
            match fresh_value(variant, &child, done) {
                Value::Loss(_) | Value::LossAtFreshCounts => moves.converts_to_win[index] = true,
                Value::Win(_) | Value::WinAtFreshCounts => {}
                Value::Unknown | Value::Draw => moves.escapes[index] = true,
            }
            match done.outcome_without_counts(&child) {
                Outcome::Lost => moves.converts_to_win_without_counts[index] = true,
                Outcome::Won => {}
                Outcome::Drawn => moves.escapes_without_counts[index] = true,
            }
        }
    }
    moves.starts.push(moves.inside.len() as u32);
    moves
}

/// The value of a position a conversion lands in, for its side to move, at fresh counts: a win or
/// loss only when it fits the counts that start there; a side with no piece has lost.
pub(super) fn fresh_value(variant: Variant, pos: &Position, done: &super::Tables) -> Value {
    if pos.pieces[pos.side.index()] == 0 {
        return Value::Loss(0);
    }
    let value = done.value_of(pos);
    let fits = |plies: u8| fresh_plies_before_a_count(variant, pos).is_none_or(|left| u32::from(plies) <= left);
    match value {
        Value::Loss(0) | Value::Draw | Value::WinAtFreshCounts | Value::LossAtFreshCounts => value,
        Value::Win(d) | Value::Loss(d) if fits(d) => value,
        _ => Value::Unknown,
    }
}
