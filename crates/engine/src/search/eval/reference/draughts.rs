//! The draughts evaluation as it was written before it was made faster (its material counted
//! from the bitboards, each man's advancement blended on its own), kept for the tests only: the
//! fast evaluation must give the very same score in every position.

use super::super::draughts::{
    advance, scale_by_draw_counters, scale_by_ending, scale_known_draws, DraughtsWeights, BACK_CORNER, BACK_KEY,
    CENTRE, CONE, NEAR_CENTRE,
};
use crate::draughts::board::{ray_until, shift, Dir, LONG_DIAGONAL};
use crate::draughts::DraughtsGame;
use crate::game::{Game, Side};
use crate::search::Score;

/// The evaluation of `game` with `weights`, from the side to move's view.
pub(super) fn evaluate_with(game: &DraughtsGame, weights: &DraughtsWeights) -> Score {
    let pos = game.position();
    let [white_men, white_kings, black_men, black_kings] = pos.material();
    let counts = [(white_men, white_kings), (black_men, black_kings)];
    let total = (white_men + white_kings + black_men + black_kings) as Score;
    // 256 with all 24 pieces, 0 with 6 or fewer.
    let phase = ((total - 6).clamp(0, 18) * 256) / 18;
    let blend = |mid: Score, end: Score| (mid * phase + end * (256 - phase)) / 256;
    let empty = pos.empty();

    let mut side_scores = [0 as Score; 2];
    for side in 0..2 {
        let own = pos.pieces[side];
        let enemy = pos.pieces[1 - side];
        let enemy_has_king = enemy & pos.kings != 0;
        let men = own & !pos.kings;
        let kings = own & pos.kings;
        let (man_count, king_count) = counts[side];
        let mut score = man_count as Score * weights.man + king_count as Score * weights.king;

        let mut tempo = 0;
        let mut bits = men;
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            let rows = advance(side, bit);
            tempo += rows as Score;
            score += blend(weights.advance_middlegame[rows], weights.advance_endgame[rows]);
            if !enemy_has_king && CONE[side][bit as usize] & enemy == 0 {
                let to_go = 7 - rows as Score;
                score += (weights.runaway - weights.runaway_per_row * to_go).max(0);
            }
        }
        score += tempo * blend(weights.tempo_middlegame, weights.tempo_endgame);

        if !enemy_has_king {
            let guard = (men & BACK_KEY[side]).count_ones() as Score * weights.back_guard_key
                + (men & BACK_CORNER[side]).count_ones() as Score * weights.back_guard_corner;
            score += guard * phase / 256;
        }
        score += (men & CENTRE).count_ones() as Score * weights.centre;
        score += (own & NEAR_CENTRE).count_ones() as Score * weights.near_centre;
        score += (kings & LONG_DIAGONAL).count_ones() as Score * weights.king_main_diagonal;

        let side_enum = if side == 0 { Side::White } else { Side::Black };
        let [a, b] = Dir::forward(side_enum);
        let mut mobility = (shift(men, a) & empty).count_ones() + (shift(men, b) & empty).count_ones();
        let mut king_bits = kings;
        while king_bits != 0 {
            let sq = king_bits.trailing_zeros() as u8;
            king_bits &= king_bits - 1;
            for dir in Dir::ALL {
                mobility += ray_until(sq, dir, !empty).0.count_ones();
            }
        }
        score += mobility as Score * weights.mobility;
        side_scores[side] = score;
    }

    let mut white_view = side_scores[0] - side_scores[1];
    white_view = scale_by_ending(white_view, weights, total, pos.kings != 0);
    white_view = scale_known_draws(white_view, pos.pieces, pos.kings, counts);
    white_view = scale_by_draw_counters(game, white_view, counts);
    if game.side_to_move() == Side::White {
        white_view
    } else {
        -white_view
    }
}
