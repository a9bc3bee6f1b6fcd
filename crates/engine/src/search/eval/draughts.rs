//! The draughts evaluation (Russian and Brazilian), and [`Searchable`] for [`DraughtsGame`].
//!
//! Terms, each from White's view and then turned to the side to move:
//! * **material**: men and kings ([`DraughtsWeights::king`] is a flying king's worth in men);
//! * **advancement** of each man by rank, blended from a middlegame to an endgame table by the
//!   number of pieces left, and **tempo** (the sum of the men's ranks: mild restraint early,
//!   a push late);
//! * **back-row guard**: men still on the home row's key squares while the opponent has no king;
//! * **centre**: men on the four centre squares and the squares around them;
//! * **mobility**: quiet moves available to each side (counted on the bitboards, no generation);
//! * **runaway men**: a man whose forward cone holds no enemy piece while the enemy has no king
//!   will crown;
//! * **kings on the main diagonal** a1-h8, the defender's refuge in many endings;
//! * **patterns of men** learned from games ([`patterns`]): a weight for every arrangement of men
//!   in each 4×4 window the variant's table reads (Russian all 25, Brazilian nine).
//!
//! Then three kinds of draw knowledge scale the score toward 0:
//! * small endings: with 10 pieces or fewer the whole score is worth less, by piece count and
//!   whether a king is on the board ([`DraughtsWeights::ending_scale_kings`]; fitted to game
//!   results by `tune ending-scale`): a man up with seven pieces left wins far less often than a
//!   man up in the middlegame, so the side ahead keeps pieces on and the side behind trades;
//! * known drawn endings (a lone king against one or two pieces; against three on the main
//!   diagonal);
//! * the rules' draw counters (kings-only moves, endgame counts): the score shrinks as a counter
//!   nears its limit, so the side ahead resets the count (a man move, a capture, a promotion)
//!   instead of shuffling kings, and does not steer into a position whose count is almost out.
//!   Counters enter the transposition key ([`Searchable::search_key`]) because they change the
//!   score of the same pieces.
//!
//! ## Tuning
//! The hand-written weights started from draughts practice and were checked by self-play, one term
//! at a time (`tune terms`); a Texel fit of them to game results lowered the prediction error but
//! did not play better, so they stayed. The patterns were then fitted to the same games with the
//! hand-written terms held as they are (`tune patterns-fit`). Method and figures:
//! `docs/evaluation-tuning.md`.

use crate::draughts::board::{ray_until, shift, Dir, LONG_DIAGONAL};
use crate::draughts::{DraughtsGame, DraughtsMove};
use crate::endgame::Known;
use crate::game::{Game, IllegalMove, Side};
use crate::search::{
    QuiescenceMoves, Score, Searchable, KNOWN_WIN, KNOWN_WIN_UNMEASURED, MEASURED_WIN_SPAN, UNMEASURED_SPREAD,
};

mod board_terms;
pub(crate) mod patterns;

use patterns::PatternTable;

#[cfg(test)]
pub(super) use board_terms::CONE;
pub(super) use board_terms::{advance, BACK_CORNER, BACK_KEY, CENTRE, NEAR_CENTRE};
use board_terms::{few, men_by_advance, stopped_squares};

/// The weights of the draughts evaluation, in hundredths of a man.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraughtsWeights {
    pub man: Score,
    pub king: Score,
    /// Bonus of a man by rows advanced (0 = home row), with all pieces on the board.
    pub advance_middlegame: [Score; 8],
    /// The same with few pieces left.
    pub advance_endgame: [Score; 8],
    /// Per row of the sum of the men's advances, with all pieces and with few pieces.
    pub tempo_middlegame: Score,
    pub tempo_endgame: Score,
    /// A man on the key home-row squares (c1/e1 for White, d8/f8 for Black), and on the corners.
    pub back_guard_key: Score,
    pub back_guard_corner: Score,
    pub centre: Score,
    pub near_centre: Score,
    pub mobility: Score,
    /// A runaway man is worth this, less `runaway_per_row` for each row it still has to go.
    pub runaway: Score,
    pub runaway_per_row: Score,
    pub king_main_diagonal: Score,
    /// The whole score in small endings, in percent, by the number of pieces on the board (5 or
    /// fewer, 6, … 10): with a king on the board, and with men only. An extra man in a small
    /// ending wins far less often than in the middlegame (the endgame counts, a king's defence),
    /// so the side ahead keeps pieces on and the side behind trades. From `tune ending-scale`
    /// (what the search's scores were worth in 12,000 games' results, by piece count) and matches
    /// between three sets of values (`docs/evaluation-tuning.md`, "Small endings").
    pub ending_scale_kings: [Score; ENDING_SCALE_STEPS],
    pub ending_scale_men: [Score; ENDING_SCALE_STEPS],
}

/// The piece counts [`DraughtsWeights::ending_scale_kings`] covers: 5 or fewer up to 10.
pub const ENDING_SCALE_STEPS: usize = 6;

impl DraughtsWeights {
    /// The tuned default weights.
    pub const DEFAULT: DraughtsWeights = DraughtsWeights {
        man: 100,
        king: 260,
        advance_middlegame: [0, 0, 3, 6, 9, 12, 16, 0],
        advance_endgame: [0, 4, 9, 15, 23, 34, 50, 0],
        tempo_middlegame: -1,
        tempo_endgame: 2,
        back_guard_key: 12,
        back_guard_corner: 5,
        centre: 10,
        near_centre: 4,
        mobility: 5,
        runaway: 180,
        runaway_per_row: 20,
        king_main_diagonal: 15,
        ending_scale_kings: [30, 30, 40, 50, 60, 70],
        ending_scale_men: [55, 55, 60, 65, 75, 80],
    };
}

impl Default for DraughtsWeights {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// The weights' blends of middlegame and endgame terms at one phase of the game (the phase is
/// the piece count, from 6 or fewer to 24 or more: 19 steps).
#[derive(Clone, Copy)]
struct PhaseBlend {
    /// 0 (endgame) to 256 (middlegame).
    phase: Score,
    advance_bonus: [Score; 8],
    tempo_weight: Score,
}

const PHASES: usize = 19;

/// The step of the phase for `total` pieces on the board.
fn phase_step(total: Score) -> usize {
    (total - 6).clamp(0, PHASES as Score - 1) as usize
}

/// A middlegame and an endgame weight mixed at `phase` (0 endgame, 256 middlegame).
const fn blend(mid: Score, end: Score, phase: Score) -> Score {
    (mid * phase + end * (256 - phase)) / 256
}

const fn phase_blend(weights: &DraughtsWeights, step: usize) -> PhaseBlend {
    let phase = (step as Score * 256) / (PHASES as Score - 1);
    let mut advance_bonus = [0; 8];
    let mut rows = 0;
    while rows < 8 {
        advance_bonus[rows] = blend(weights.advance_middlegame[rows], weights.advance_endgame[rows], phase);
        rows += 1;
    }
    PhaseBlend { phase, advance_bonus, tempo_weight: blend(weights.tempo_middlegame, weights.tempo_endgame, phase) }
}

/// The default weights' blends at every phase, worked out once (the search evaluates at most
/// nodes; tuning evaluates other weights through [`evaluate_with`]).
static DEFAULT_BLENDS: [PhaseBlend; PHASES] = {
    let mut blends = [phase_blend(&DraughtsWeights::DEFAULT, 0); PHASES];
    let mut step = 1;
    while step < PHASES {
        blends[step] = phase_blend(&DraughtsWeights::DEFAULT, step);
        step += 1;
    }
    blends
};

/// The evaluation of `game` with `weights` and no patterns, from the side to move's view.
pub fn evaluate_with(game: &DraughtsGame, weights: &DraughtsWeights) -> Score {
    evaluate_with_patterns(game, weights, None)
}

/// The evaluation of `game` with `weights` and, if given, a table of patterns of men.
pub fn evaluate_with_patterns(
    game: &DraughtsGame,
    weights: &DraughtsWeights,
    patterns: Option<&PatternTable>,
) -> Score {
    evaluate_blended(game, weights, patterns, |step| phase_blend(weights, step))
}

/// The evaluation the bot plays with: the default weights, their blends read from
/// [`DEFAULT_BLENDS`], and the variant's shipped patterns.
fn evaluate_default(game: &DraughtsGame) -> Score {
    let patterns = patterns::shipped(game.variant());
    evaluate_blended(game, &DraughtsWeights::DEFAULT, patterns, |step| DEFAULT_BLENDS[step])
}

#[inline(always)]
fn evaluate_blended(
    game: &DraughtsGame,
    weights: &DraughtsWeights,
    patterns: Option<&PatternTable>,
    blend_at: impl Fn(usize) -> PhaseBlend,
) -> Score {
    let pos = game.position();
    let [white_men, white_kings, black_men, black_kings] = game.material();
    let counts = [(white_men, white_kings), (black_men, black_kings)];
    let total = (white_men + white_kings + black_men + black_kings) as Score;
    let PhaseBlend { phase, advance_bonus, tempo_weight } = blend_at(phase_step(total));
    let empty = pos.empty();

    let shared = Shared { pos, weights, counts, phase, advance_bonus, tempo_weight, empty };
    let side_scores = [side_score::<0>(&shared), side_score::<1>(&shared)];

    let mut white_view = side_scores[0] - side_scores[1];
    if let Some(table) = patterns {
        white_view += table.score(pos.pieces[0] & !pos.kings, pos.pieces[1] & !pos.kings, total as u32);
    }
    white_view = scale_by_ending(white_view, weights, total, pos.kings != 0);
    white_view = scale_known_draws(white_view, pos.pieces, pos.kings, counts);
    white_view = scale_by_draw_counters(game, white_view, counts);
    if game.side_to_move() == Side::White {
        white_view
    } else {
        -white_view
    }
}

/// The score scaled by [`DraughtsWeights::ending_scale_kings`] (or `_men`) for `total` pieces.
#[inline(always)]
pub(super) fn scale_by_ending(score: Score, weights: &DraughtsWeights, total: Score, any_kings: bool) -> Score {
    const LAST: Score = 5 + ENDING_SCALE_STEPS as Score - 1;
    if total > LAST {
        return score;
    }
    score * ending_scale_percent(weights, total, any_kings) / 100
}

/// The percent of the score that counts with `total` pieces on the board (100 above 10 pieces):
/// the evaluation's own scale, which the pattern fit (`examples/tune`) applies to the pattern term
/// as the engine does.
#[inline(always)]
pub fn ending_scale_percent(weights: &DraughtsWeights, total: Score, any_kings: bool) -> Score {
    let step = (total - 5).max(0) as usize;
    let scales = if any_kings { &weights.ending_scale_kings } else { &weights.ending_scale_men };
    scales.get(step).copied().unwrap_or(100)
}

/// What both sides' terms share: the board, the weights, and the blends of this phase.
#[derive(Clone, Copy)]
struct Shared<'a> {
    pos: &'a crate::draughts::Position,
    weights: &'a DraughtsWeights,
    counts: [(u32, u32); 2],
    phase: Score,
    advance_bonus: [Score; 8],
    tempo_weight: Score,
    empty: u64,
}

/// The terms of one side (`SIDE` 0 for White, 1 for Black), from its own view. A constant side
/// makes every direction and table of the side a constant too.
#[inline(always)]
fn side_score<const SIDE: usize>(shared: &Shared) -> Score {
    let Shared { pos, weights, counts, phase, advance_bonus, tempo_weight, empty } = *shared;
    let side = SIDE;
    let own = pos.pieces[side];
    let enemy = pos.pieces[1 - side];
    let enemy_has_king = enemy & pos.kings != 0;
    let men = own & !pos.kings;
    let kings = own & pos.kings;
    let (man_count, king_count) = counts[side];
    let mut score = man_count as Score * weights.man + king_count as Score * weights.king;

    let mut tempo = 0;
    for (rows, &count) in men_by_advance(side, men).iter().enumerate() {
        tempo += rows as Score * count;
        score += advance_bonus[rows] * count;
    }
    score += tempo * tempo_weight;
    if !enemy_has_king {
        let mut runaways = men & !stopped_squares(side, enemy);
        while runaways != 0 {
            let bit = runaways.trailing_zeros();
            runaways &= runaways - 1;
            let to_go = 7 - advance(side, bit) as Score;
            score += (weights.runaway - weights.runaway_per_row * to_go).max(0);
        }
    }

    if !enemy_has_king {
        let guard = few(men & BACK_KEY[side]) * weights.back_guard_key
            + few(men & BACK_CORNER[side]) * weights.back_guard_corner;
        score += guard * phase / 256;
    }
    score += few(men & CENTRE) * weights.centre;
    score += few(own & NEAR_CENTRE) * weights.near_centre;

    let side_enum = if side == 0 { Side::White } else { Side::Black };
    let [a, b] = Dir::forward(side_enum);
    let mut mobility = (shift(men, a) & empty).count_ones() + (shift(men, b) & empty).count_ones();
    if kings != 0 {
        score += few(kings & LONG_DIAGONAL) * weights.king_main_diagonal;
        let mut king_bits = kings;
        while king_bits != 0 {
            let sq = king_bits.trailing_zeros() as u8;
            king_bits &= king_bits - 1;
            for dir in Dir::ALL {
                mobility += ray_until(sq, dir, !empty).0.count_ones();
            }
        }
    }
    score += mobility as Score * weights.mobility;
    score
}

/// Endings that are drawn with correct defence, whatever the material count says.
pub(super) fn scale_known_draws(score: Score, pieces: [u64; 2], kings: u64, counts: [(u32, u32); 2]) -> Score {
    let stronger = if score >= 0 { 0 } else { 1 };
    let weaker = 1 - stronger;
    let (weak_men, weak_kings) = counts[weaker];
    let (strong_men, strong_kings) = counts[stronger];
    if weak_men != 0 || weak_kings != 1 {
        return score;
    }
    let strong_total = strong_men + strong_kings;
    let lone_on_diagonal = pieces[weaker] & kings & LONG_DIAGONAL != 0;
    if strong_total <= 2 || (strong_total == 3 && lone_on_diagonal) {
        score / 8
    } else if strong_kings == 0 {
        // Men only against a king: the king usually picks them off or holds them.
        score / 2
    } else {
        score
    }
}

/// Shrinks the score as the draw counters near their limits.
pub(super) fn scale_by_draw_counters(game: &DraughtsGame, score: Score, counts: [(u32, u32); 2]) -> Score {
    if !counters_may_run(counts) {
        return score;
    }
    // The tightest counter decides: score * moves left / limit.
    let (mut left, mut limit) = (1 as Score, 1 as Score);
    game.for_each_counter(|counter| {
        if counter.limit == 0 {
            return;
        }
        let counter_left = counter.limit.saturating_sub(counter.moves) as Score;
        let counter_limit = counter.limit as Score;
        if counter_left * limit < left * counter_limit {
            (left, limit) = (counter_left, counter_limit);
        }
    });
    score * left / limit
}

/// Whether any draw counter can run in this material: every one needs a king on each side (the
/// rules table's test `no_counting_rule_applies_unless_both_sides_have_a_king`).
fn counters_may_run(counts: [(u32, u32); 2]) -> bool {
    counts[0].1 > 0 && counts[1].1 > 0
}

/// What one step of an ending's stage is worth in a measured win's score: more than the longest
/// distance a table keeps (51 plies in the shipped ones), so a line that converts always scores
/// above one that does not.
pub const CONVERSION_STEP: Score = 52;

/// The score of a win the tables measure, `plies` to the next conversion at `ply` from the root
/// in a position of `material`. A table's distance counts only to the next conversion (a capture
/// or a crowning), after which the smaller table's distance starts afresh and may be longer; scored
/// by distance alone, the winner would put off every conversion (shuffling kings until a count
/// nearly ran out). So the stage comes first (fewer pieces, then fewer men, is further on),
/// then the distance.
fn measured_win([white_men, white_kings, black_men, black_kings]: [u32; 4], ply: usize, plies: u8) -> Score {
    let pieces = white_men + white_kings + black_men + black_kings;
    let stage = (pieces.saturating_sub(2) * 5 + white_men + black_men) as Score;
    (KNOWN_WIN - stage * CONVERSION_STEP - ply as Score - Score::from(plies)).max(KNOWN_WIN - MEASURED_WIN_SPAN + 1)
}

impl Searchable for DraughtsGame {
    fn evaluate(&self) -> Score {
        evaluate_default(self)
    }

    fn known_score(&self, ply: usize, draw: Score) -> Option<Score> {
        let tables = crate::endgame::installed(self.variant())?;
        let material = self.material();
        if material.iter().sum::<u32>() > tables.max_pieces() {
            return None;
        }
        let known = match tables.probe(self)? {
            Known::Win { plies } => measured_win(material, ply, plies),
            Known::Loss { plies } => -measured_win(material, ply, plies),
            // A verdict without its distance: above every evaluation, below every measured
            // win, and ordered by the evaluation so the search still makes progress.
            Known::WinUnmeasured => KNOWN_WIN_UNMEASURED + self.evaluate().clamp(-UNMEASURED_SPREAD, UNMEASURED_SPREAD),
            Known::LossUnmeasured => {
                -(KNOWN_WIN_UNMEASURED - self.evaluate().clamp(-UNMEASURED_SPREAD, UNMEASURED_SPREAD))
            }
            Known::Draw => draw,
        };
        Some(known)
    }

    fn reversible_plies(&self) -> Option<usize> {
        // Men never step back and captured pieces never return.
        Some(self.kings_only_plies() as usize)
    }

    fn is_noisy(&self, mv: DraughtsMove) -> bool {
        mv.is_capture() || mv.crowns()
    }

    fn quiescence_moves_into(&self, out: &mut Vec<DraughtsMove>) -> QuiescenceMoves {
        // With no capture on the board the noisy moves are the steps that crown.
        if self.moves_for_quiescence_into(out) {
            QuiescenceMoves::All
        } else {
            QuiescenceMoves::NoisyOnly
        }
    }

    fn noisy_gain(&self, mv: DraughtsMove) -> Score {
        let kings_taken = (mv.captured_bits() & self.position().kings).count_ones() as Score;
        mv.capture_count() as Score * 100 + kings_taken * 160 + if mv.crowns() { 150 } else { 0 }
    }

    fn book_move(&self, seed: u64, margin: Score) -> Option<DraughtsMove> {
        crate::search::book::book_move(self, seed, margin)
    }

    fn play_generated(&mut self, mv: DraughtsMove) -> Result<(), IllegalMove> {
        // `play` would generate every move again only to find this one among them.
        self.apply_generated(mv);
        Ok(())
    }

    fn move_tag(&self, mv: DraughtsMove) -> u64 {
        // Exactly the fields equality compares: origin and destination (bits 0..35, six bits
        // each), the promotion, and the captured set (within the 35 board bits).
        mv.from_bit() as u64 | (mv.to_bit() as u64) << 6 | (mv.crowns() as u64) << 12 | mv.captured_bits() << 13
    }

    fn evaluation_key(&self) -> Option<u64> {
        // The search key holds the pieces and, where they change the score, the draw counters;
        // the variant picks the patterns and the counts' limits.
        let variant = match self.variant() {
            crate::draughts::Variant::Russian => 0x5255_5353_4941_4e00,
            crate::draughts::Variant::Brazilian => 0x4252_415a_494c_0000,
            crate::draughts::Variant::English => 0x454e_474c_4953_4800,
        };
        Some(self.search_key() ^ variant)
    }

    fn search_key(&self) -> u64 {
        let hash = self.position_hash();
        let [wm, wk, bm, bk] = self.material();
        if !counters_may_run([(wm, wk), (bm, bk)]) {
            return hash;
        }
        let mut key = hash;
        self.for_each_counter(|c| {
            key = (key ^ ((c.rule as u64) << 40 | c.moves as u64)).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(23);
        });
        key
    }
}

#[cfg(test)]
mod tests;
