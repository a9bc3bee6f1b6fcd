//! A whole draughts game: the position, its history (for undo and repetition) and the draw
//! counters, behind the shared [`Game`] interface.
//!
//! Counters are kept in plies and reported in moves, as the rules count them:
//! * kings-only moves: plies since the last man move or capture (Russian 15, Brazilian 20 moves
//!   by each side);
//! * endgame counts: plies since the material (men and kings of each side) last changed, with
//!   the side that moved first in that ending, so "the stronger side's 15th move" (Russian 7.2.4)
//!   is counted exactly; Russian 7.2.7 also needs the lone king to stay on the long diagonal, so it
//!   has its own start.
//!
//! Gaps in the rules file, decided here: a counter that reaches its limit on the same move that
//! leaves the opponent without moves or pieces yields the win (the win is checked first); the
//! kings-only counter is shown only while both sides have kings (otherwise a man move must follow).

use super::board::{square_of_bit, Position, LONG_DIAGONAL};
use super::fen::{parse_fen, write_fen, FenError};
use super::movegen::{
    count_quiet, generate_captures, generate_moves, generate_quiet, generate_quiet_crownings, has_capture, DraughtsMove,
};
use super::notation::{move_text, resolve_move, SquareStyle};
use super::rules::{EndgameCount, Material, Variant};
use super::zobrist;
use crate::game::{
    illegality, DrawCounter, DrawRule, EndReason, Game, GameResult, IllegalMove, MoveView, Outcome, ParseMoveError,
    PieceKind, PieceOnSquare, Side, REPETITIONS_FOR_DRAW,
};
use crate::with_rules;

/// What changes from ply to ply besides the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Counters {
    /// Plies since the last man move or capture.
    kings_only_plies: u32,
    /// Plies since the current material balance formed.
    material_plies: u32,
    /// Side to move when the current material balance formed.
    material_first_mover: Side,
    /// Plies since a lone king stood on the long diagonal in the current material (7.2.7).
    diagonal_plies: Option<u32>,
    /// Hash of the position (for repetition).
    hash: u64,
    /// Men and kings of each side, `[white men, white kings, black men, black kings]`, as
    /// [`Position::material`] counts them: kept move by move for the evaluation.
    material: [u8; 4],
}

/// A position of the game and its counters.
#[derive(Clone, Copy, Debug)]
struct State {
    position: Position,
    counters: Counters,
}

/// A draughts game of either variant.
#[derive(Clone, Debug)]
pub struct DraughtsGame {
    variant: Variant,
    start: Position,
    start_move_number: u32,
    start_counters: Counters,
    /// Every position since the start with its counters, the current one last: one push and one
    /// pop a move for the search.
    states: Vec<State>,
    moves: Vec<DraughtsMove>,
}

/// The material of `pos` for the rules table, its counts `[white men, white kings, black men,
/// black kings]` given (the game keeps them move by move).
fn material_of(pos: &Position, [wm, wk, bm, bk]: [u32; 4]) -> Material {
    let lone_on_diagonal = [lone_king_on_long_diagonal_of(pos, 0), lone_king_on_long_diagonal_of(pos, 1)];
    Material { men: [wm, bm], kings: [wk, bk], lone_king_on_long_diagonal: lone_on_diagonal }
}

/// Whether the only piece of `side` (an index) is a king on the long diagonal (Russian 7.2.7).
/// A bit test, not a count: the search asks at every move.
fn lone_king_on_long_diagonal_of(pos: &Position, side: usize) -> bool {
    let own = pos.pieces[side];
    own != 0 && own & (own - 1) == 0 && own & pos.kings & LONG_DIAGONAL != 0
}

/// Whether each side has a king: no draw counter runs otherwise (the rules table's test
/// `no_counting_rule_applies_unless_both_sides_have_a_king`), and no position repeats.
#[inline]
pub(crate) fn both_sides_have_kings(pos: &Position) -> bool {
    pos.pieces[0] & pos.kings != 0 && pos.pieces[1] & pos.kings != 0
}

/// Whether either side is a lone king on the long diagonal (asked at every move: most positions
/// have no king there at all).
pub(crate) fn lone_king_on_long_diagonal(pos: &Position) -> bool {
    pos.kings & LONG_DIAGONAL != 0 && (lone_king_on_long_diagonal_of(pos, 0) || lone_king_on_long_diagonal_of(pos, 1))
}

/// The material of `material` (that of `before`) after `mv`: the captured men and kings leave,
/// a crowned man becomes a king.
fn material_after(mut material: [u8; 4], before: &Position, mv: &DraughtsMove) -> [u8; 4] {
    let us = 2 * before.side.index();
    let them = 2 - us;
    if mv.captured != 0 {
        let kings_taken = (mv.captured & before.kings).count_ones() as u8;
        material[them] -= mv.captured.count_ones() as u8 - kings_taken;
        material[them + 1] -= kings_taken;
    }
    if mv.crowns && before.kings & (1u64 << mv.from) == 0 {
        material[us] -= 1;
        material[us + 1] += 1;
    }
    material
}

/// The plies a lone king may stand on the long diagonal in this material (`[wm, wk, bm, bk]`)
/// before 7.2.7 draws the game, when that count applies to it at all.
pub(crate) fn long_diagonal_count_plies(variant: Variant, [wm, wk, bm, bk]: [u32; 4]) -> Option<u32> {
    let material = Material { men: [wm, bm], kings: [wk, bk], lone_king_on_long_diagonal: [true, true] };
    variant.endgame_counts(&material).into_iter().find(|count| count.needs_long_diagonal).map(|count| 2 * count.limit)
}

/// [`DraughtsGame::plies_before_a_count`] for a material that has just formed (every count at
/// zero, `pos`'s side to move moving first in it): what a conversion into `pos` leaves.
pub(crate) fn fresh_plies_before_a_count(variant: Variant, pos: &Position) -> Option<u32> {
    let counters = Counters {
        kings_only_plies: 0,
        material_plies: 0,
        material_first_mover: pos.side,
        diagonal_plies: lone_king_on_long_diagonal(pos).then_some(0),
        hash: 0,
        material: pos.material().map(|count| count as u8),
    };
    plies_before_a_count(variant, pos, &counters)
}

/// The plies left before the first count that runs in this material draws: a count drawn at
/// `p >= limit_plies` leaves `limit_plies - p` plies for a line whose last ply converts (the
/// positions before it must all stay under the limit). 7.2.7's count is left out: it runs only
/// while the lone king stands on the long diagonal, so the endgame tables follow it square by
/// square ([`long_diagonal_count_plies`]).
fn plies_before_a_count(variant: Variant, pos: &Position, c: &Counters) -> Option<u32> {
    let material = material_of(pos, c.material.map(u32::from));
    let mut least: Option<u32> = None;
    let mut take = |left: u32| least = Some(least.map_or(left, |l: u32| l.min(left)));
    if material.kings[0] > 0 && material.kings[1] > 0 {
        take((2 * variant.kings_only_moves_limit()).saturating_sub(c.kings_only_plies));
    }
    for count in variant.endgame_counts(&material).into_iter().filter(|count| !count.needs_long_diagonal) {
        let plies = c.material_plies;
        // Counted in one side's moves, from the ply the ending formed: `counted_moves`.
        let limit_plies = match count.counted_side {
            Some(side) if side == c.material_first_mover.index() => 2 * count.limit - 1,
            Some(_) | None => 2 * count.limit,
        };
        take(limit_plies.saturating_sub(plies));
    }
    least
}

impl DraughtsGame {
    /// A new game from the start position.
    pub fn new(variant: Variant) -> DraughtsGame {
        DraughtsGame::from_position(variant, Position::start_with(variant.first_mover()), 0, 1)
    }

    /// A game starting from a FEN position (its `H` tail seeds the kings-only counter, its `F` tail
    /// the move number).
    pub fn from_fen(variant: Variant, fen: &str) -> Result<DraughtsGame, FenError> {
        let (pos, extras) = parse_fen(fen)?;
        Ok(DraughtsGame::from_position(
            variant,
            pos,
            extras.halfmove_clock.unwrap_or(0),
            extras.move_number.unwrap_or(1).max(1),
        ))
    }

    fn from_position(variant: Variant, pos: Position, halfmove_clock: u32, move_number: u32) -> DraughtsGame {
        let diagonal = lone_king_on_long_diagonal(&pos).then_some(0);
        let counters = Counters {
            kings_only_plies: halfmove_clock,
            material_plies: 0,
            material_first_mover: pos.side,
            diagonal_plies: diagonal,
            hash: zobrist::hash(&pos),
            material: pos.material().map(|count| count as u8),
        };
        DraughtsGame {
            variant,
            start: pos,
            start_move_number: move_number,
            start_counters: counters,
            states: vec![State { position: pos, counters }],
            moves: Vec::new(),
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.states.last().expect("a game always has a position").position
    }

    /// The position the game started from.
    pub(crate) fn start_position(&self) -> &Position {
        &self.start
    }

    /// The number of the first move of this record (the FEN `F` tail, 1 for a new game).
    pub(crate) fn start_move_number(&self) -> u32 {
        self.start_move_number
    }

    /// Whether the game started from the standard start position.
    pub(crate) fn starts_from_initial_position(&self) -> bool {
        self.start == Position::start_with(self.variant.first_mover()) && self.start_move_number == 1
    }

    /// Men and kings of each side, `[white men, white kings, black men, black kings]`: what
    /// [`Position::material`] counts, kept move by move.
    pub fn material(&self) -> [u32; 4] {
        self.current().material.map(u32::from)
    }

    fn current(&self) -> &Counters {
        &self.states.last().expect("a game always has a position").counters
    }

    /// The most plies that may still be played before a counting rule draws this game, in the
    /// current material: a line that converts (captures or crowns) within them is never cut
    /// short. `None` when no count can run in this material (the endgame databases ask this).
    pub(crate) fn plies_before_a_count(&self) -> Option<u32> {
        plies_before_a_count(self.variant, self.position(), self.current())
    }

    /// Plies since the last man move or capture (the kings-only counter, in plies).
    pub(crate) fn kings_only_plies(&self) -> u32 {
        self.current().kings_only_plies
    }

    /// Plies the lone king has stood on the long diagonal (7.2.7's count), if it stands there.
    pub(crate) fn plies_on_long_diagonal(&self) -> Option<u32> {
        self.current().diagonal_plies
    }

    /// Plays a move the generator produced for this position, without checking it again (the
    /// search plays only such moves; `play` checks everything else first).
    pub(crate) fn apply_generated(&mut self, mv: DraughtsMove) {
        let before = *self.position();
        let mut after = before;
        after.apply(mv.from, mv.to, mv.captured, mv.crowns);
        let counters = self.next_counters(&before, &mv, &after);
        self.states.push(State { position: after, counters });
        self.moves.push(mv);
    }

    /// Whether the side to move has a move, regardless of whether a draw rule has ended the game
    /// (the game-over check itself needs this, and the search asks it at every end it reaches,
    /// so nothing is listed: a capture, or else a step, is enough).
    fn has_moves_in_position(&self) -> bool {
        let pos = self.position();
        with_rules!(self.variant, R => has_capture::<R>(pos) || count_quiet::<R>(pos) > 0)
    }

    /// A draw by repetition or by a counting rule, whatever the moves of the position (the
    /// caller checks the losses first: they take precedence).
    fn draw_by_rule(&self) -> Option<GameResult> {
        // The search asks this at every node, so a position where a side has no king answers at
        // once: every counting rule of every variant needs a king on each side (the rules table's
        // test `no_counting_rule_applies_unless_both_sides_have_a_king`), and a side without kings
        // moves a man every turn, so no position since the last man move can repeat.
        if !both_sides_have_kings(self.position()) {
            return None;
        }
        let draw = |reason| Some(GameResult { outcome: Outcome::Draw, reason });
        if self.repetitions() >= REPETITIONS_FOR_DRAW {
            return draw(EndReason::Repetition);
        }
        self.counter_at_limit().and_then(|rule| draw(EndReason::DrawRule(rule)))
    }

    /// The first draw counter (in [`Self::counters_now`]'s order) that has reached its limit,
    /// worked out without building the list (the search asks at every node where both sides
    /// have kings, which `draw_by_rule` checked).
    fn counter_at_limit(&self) -> Option<DrawRule> {
        let c = self.current();
        let material = material_of(self.position(), self.material());
        if c.kings_only_plies / 2 >= self.variant.kings_only_moves_limit() {
            return Some(DrawRule::KingsOnlyMoves);
        }
        self.variant
            .endgame_counts(&material)
            .into_iter()
            .find(|count| self.counted_moves(count) >= count.limit)
            .map(|count| count.rule)
    }

    /// The moves an endgame count has counted so far in the current material.
    fn counted_moves(&self, count: &EndgameCount) -> u32 {
        let c = self.current();
        let plies = if count.needs_long_diagonal { c.diagonal_plies.unwrap_or(0) } else { c.material_plies };
        match count.counted_side {
            // Moves by one side: it moved first in this ending or second.
            Some(side) if side == c.material_first_mover.index() => plies.div_ceil(2),
            Some(_) | None => plies / 2,
        }
    }

    /// The moves quiescence needs (see
    /// [`Searchable::quiescence_moves_into`](crate::search::Searchable::quiescence_moves_into)):
    /// writes every legal move into `out` and returns true, as [`Game::legal_moves_into`] does,
    /// except where the side has no capture and a step that does not crown; then only the steps
    /// that crown, in the same order, and false. The quiet steps are counted, not listed.
    pub(crate) fn moves_for_quiescence_into(&self, out: &mut Vec<DraughtsMove>) -> bool {
        out.clear();
        let pos = self.position();
        with_rules!(self.variant, R => {
            if has_capture::<R>(pos) && generate_captures::<R>(pos, out, false) {
                if self.draw_by_rule().is_some() {
                    out.clear();
                }
                return true;
            }
            let steps = count_quiet::<R>(pos);
            if steps == 0 || self.draw_by_rule().is_some() {
                return true;
            }
            generate_quiet_crownings(pos, out);
            if out.len() as u64 == steps {
                // Every step crowns: they are all the moves.
                return true;
            }
        });
        false
    }

    /// A move as text in the given square style.
    pub fn move_text(&self, mv: &DraughtsMove, style: SquareStyle) -> String {
        move_text(mv, style)
    }

    fn next_counters(&self, pos_before: &Position, mv: &DraughtsMove, pos_after: &Position) -> Counters {
        let prev = self.current();
        let man_moved = pos_before.kings & (1u64 << mv.from) == 0;
        let kings_only_plies = if man_moved || mv.is_capture() { 0 } else { prev.kings_only_plies + 1 };
        let material_changed = mv.is_capture() || mv.crowns;
        let (material_plies, material_first_mover) =
            if material_changed { (0, pos_after.side) } else { (prev.material_plies + 1, prev.material_first_mover) };
        let on_diagonal = lone_king_on_long_diagonal(pos_after);
        let diagonal_plies = match (on_diagonal, prev.diagonal_plies, material_changed) {
            (false, _, _) => None,
            (true, Some(p), false) => Some(p + 1),
            (true, _, _) => Some(0),
        };
        Counters {
            kings_only_plies,
            material_plies,
            material_first_mover,
            diagonal_plies,
            hash: zobrist::hash_after(pos_before, prev.hash, mv.from, mv.to, mv.captured, mv.crowns),
            material: material_after(prev.material, pos_before, mv),
        }
    }

    /// The draw counters and whether each has reached its limit.
    fn counters_now(&self) -> Vec<DrawCounter> {
        let mut out = Vec::new();
        self.for_each_counter(|counter| out.push(counter));
        out
    }

    /// Hands `visit` each draw counter that runs in this position, in the order
    /// [`Game::draw_counters`] lists them, without building a list (the search mixes them into
    /// its table key at every node with kings).
    pub(crate) fn for_each_counter(&self, mut visit: impl FnMut(DrawCounter)) {
        // Every counter needs a king on each side (see `draw_by_rule`).
        if !both_sides_have_kings(self.position()) {
            return;
        }
        let c = self.current();
        let material = material_of(self.position(), self.material());
        visit(DrawCounter {
            rule: DrawRule::KingsOnlyMoves,
            moves: c.kings_only_plies / 2,
            limit: self.variant.kings_only_moves_limit(),
        });
        for count in self.variant.endgame_counts(&material) {
            visit(DrawCounter { rule: count.rule, moves: self.counted_moves(&count), limit: count.limit });
        }
    }
}

impl Game for DraughtsGame {
    type Move = DraughtsMove;

    fn side_to_move(&self) -> Side {
        self.position().side
    }

    fn legal_moves(&self) -> Vec<DraughtsMove> {
        let mut moves = Vec::with_capacity(32);
        self.legal_moves_into(&mut moves);
        moves
    }

    fn legal_moves_into(&self, out: &mut Vec<DraughtsMove>) {
        // One generation: no moves means the game is lost; otherwise only a draw rule can end it.
        out.clear();
        with_rules!(self.variant, R => generate_moves::<R>(self.position(), out));
        if !out.is_empty() && self.draw_by_rule().is_some() {
            out.clear();
        }
    }

    /// Every legal path: one entry per capture order, for UIs that pick a capture square by
    /// square and for move parsing.
    fn legal_paths(&self) -> Vec<DraughtsMove> {
        // No pieces or no moves already give an empty list: only a draw rule needs checking
        // (`result()` would generate the moves once more).
        if self.draw_by_rule().is_some() {
            return Vec::new();
        }
        let pos = self.position();
        let mut out = Vec::new();
        with_rules!(self.variant, R => {
            if !generate_captures::<R>(pos, &mut out, true) {
                generate_quiet::<R>(pos, &mut out);
            }
        });
        out
    }

    fn play(&mut self, mv: DraughtsMove) -> Result<(), IllegalMove> {
        let legal = self.legal_moves();
        if legal.is_empty() {
            return Err(IllegalMove::GameOver);
        }
        // Keep the generator's own copy (its path), whatever path the caller's copy carries.
        let Some(mv) = legal.iter().find(|m| **m == mv).copied() else {
            return Err(IllegalMove::NotLegal(move_text(&mv, SquareStyle::Numeric)));
        };
        self.apply_generated(mv);
        Ok(())
    }

    fn undo(&mut self) -> Option<DraughtsMove> {
        let mv = self.moves.pop()?;
        self.states.pop();
        Some(mv)
    }

    fn result(&self) -> Option<GameResult> {
        let pos = self.position();
        let mover = pos.side;
        let loss = |reason| Some(GameResult { outcome: Outcome::Win(mover.opponent()), reason });
        if pos.pieces[mover.index()] == 0 {
            return loss(EndReason::NoPieces);
        }
        if !self.has_moves_in_position() {
            return loss(EndReason::NoLegalMoves);
        }
        self.draw_by_rule()
    }

    fn draw_counters(&self) -> Vec<DrawCounter> {
        self.counters_now()
    }

    fn repetitions(&self) -> u32 {
        // Only positions since the last man move or capture can repeat, and only those with the
        // same side to move (every second one back; the hash tells the side anyway).
        let c = self.current();
        let window = c.kings_only_plies.min(self.states.len() as u32 - 1) as usize;
        let n = self.states.len();
        self.states[n - 1 - window..].iter().rev().step_by(2).filter(|x| x.counters.hash == c.hash).count() as u32
    }

    fn move_to_text(&self, mv: DraughtsMove) -> String {
        move_text(&mv, SquareStyle::Numeric)
    }

    fn parse_move(&self, text: &str) -> Result<DraughtsMove, ParseMoveError> {
        // Draughts always compels a capture: a refused move says which captures there were.
        resolve_move(text, &self.legal_paths(), |from, to| {
            illegality(self, square_of_bit(from), square_of_bit(to), true)
        })
    }

    fn move_view(&self, mv: DraughtsMove) -> MoveView {
        let mut captured = Vec::new();
        let mut bits = mv.captured;
        while bits != 0 {
            captured.push(square_of_bit(bits.trailing_zeros() as u8));
            bits &= bits - 1;
        }
        MoveView {
            from: square_of_bit(mv.from),
            to: square_of_bit(mv.to),
            path: mv.path_bits().iter().map(|&b| square_of_bit(b)).collect(),
            captured,
            converted: Vec::new(),
            promotion: mv.crowns.then_some('K'),
            text: move_text(&mv, SquareStyle::Numeric),
        }
    }

    fn fen(&self) -> String {
        write_fen(self.position())
    }

    /// FEN of the start position (with its tails when they were not the defaults).
    fn start_fen(&self) -> String {
        let mut fen = write_fen(&self.start);
        if self.start_counters.kings_only_plies != 0 {
            fen.push_str(&format!(":H{}", self.start_counters.kings_only_plies));
        }
        if self.start_move_number != 1 {
            fen.push_str(&format!(":F{}", self.start_move_number));
        }
        fen
    }

    fn position_hash(&self) -> u64 {
        self.current().hash
    }

    fn pieces(&self) -> Vec<PieceOnSquare> {
        let pos = self.position();
        let mut out = Vec::new();
        for side in [Side::White, Side::Black] {
            let mut bb = pos.pieces[side.index()];
            while bb != 0 {
                let bit = bb.trailing_zeros() as u8;
                bb &= bb - 1;
                let kind = if pos.kings & (1u64 << bit) != 0 { PieceKind::DraughtsKing } else { PieceKind::Man };
                out.push(PieceOnSquare { square: square_of_bit(bit), side, kind });
            }
        }
        out
    }

    fn moves_played(&self) -> Vec<DraughtsMove> {
        self.moves.clone()
    }

    fn ply(&self) -> u32 {
        self.moves.len() as u32
    }
}
