//! [`Searchable`] for [`AnyGame`], by delegation to the game inside, so the app and the room
//! service can hand the bot the wrapper they hold.

use crate::any::{dispatch, AnyGame, AnyMove};
use crate::game::IllegalMove;
use crate::search::{QuiescenceMoves, Score, Searchable};

/// The search only ever offers moves the game generated, so a foreign move never reaches these;
/// if one did, it would not be noisy, gain nothing, and be refused by `play_generated`.
impl Searchable for AnyGame {
    fn evaluate(&self) -> Score {
        dispatch!(self, |g, wrap| g.evaluate())
    }

    fn evaluation_key(&self) -> Option<u64> {
        dispatch!(self, |g, wrap| g.evaluation_key())
    }

    fn is_noisy(&self, mv: AnyMove) -> bool {
        dispatch!(self, mv, |g, m| g.is_noisy(m)).unwrap_or(false)
    }

    fn quiescence_moves_into(&self, out: &mut Vec<AnyMove>) -> QuiescenceMoves {
        self.moves_through_inner(
            out,
            |g, moves| g.quiescence_moves_into(moves),
            |g, moves| g.quiescence_moves_into(moves),
        )
    }

    fn noisy_gain(&self, mv: AnyMove) -> Score {
        dispatch!(self, mv, |g, m| g.noisy_gain(m)).unwrap_or(0)
    }

    fn reversible_plies(&self) -> Option<usize> {
        dispatch!(self, |g, wrap| g.reversible_plies())
    }

    fn known_score(&self, ply: usize, draw: Score) -> Option<Score> {
        dispatch!(self, |g, wrap| g.known_score(ply, draw))
    }

    fn book_move(&self, seed: u64, margin: Score) -> Option<AnyMove> {
        dispatch!(self, |g, wrap| g.book_move(seed, margin).map(wrap))
    }

    fn play_generated(&mut self, mv: AnyMove) -> Result<(), IllegalMove> {
        dispatch!(self, mv, |g, m| g.play_generated(m))?
    }

    fn search_key(&self) -> u64 {
        dispatch!(self, |g, wrap| g.search_key())
    }

    fn move_tag(&self, mv: AnyMove) -> u64 {
        // Moves of another game are never in this game's lists; their tag only has to be some
        // number.
        dispatch!(self, mv, |g, m| g.move_tag(m)).unwrap_or(u64::MAX)
    }
}

#[cfg(test)]
mod tests {
    use crate::any::{AnyGame, GameOptions};
    use crate::game::Game;
    use crate::kind::GameKind;
    use crate::search::{SearchLimits, Searcher};

    #[test]
    fn a_foreign_move_is_neither_noisy_nor_played() {
        use crate::game::{ForeignMove, IllegalMove};
        use crate::search::Searchable;
        let draughts = AnyGame::new(&GameOptions::new(GameKind::Russian));
        let mut revessker = AnyGame::new(&GameOptions::new(GameKind::Revessker));
        let foreign = draughts.legal_moves()[0];
        assert!(!revessker.is_noisy(foreign));
        assert_eq!(revessker.noisy_gain(foreign), 0);
        assert_eq!(revessker.play_generated(foreign), Err(IllegalMove::Foreign(ForeignMove)));
    }

    /// The contract the search's repetition check leans on: no position further back than
    /// `reversible_plies` recurs, over random games of every kind (long enough for kings and
    /// repetitions); and a repetition inside the window does happen, so the check is not vacuous.
    #[test]
    fn no_position_before_the_reversible_plies_recurs() {
        use crate::search::Searchable;
        let mut rng = crate::rng::SplitMix64::new(41);
        for kind in [GameKind::Russian, GameKind::Brazilian, GameKind::Revessker] {
            let mut repeated_within = 0;
            for _ in 0..60 {
                let mut game = AnyGame::new(&GameOptions::new(kind));
                let mut hashes = vec![game.position_hash()];
                for _ in 0..300 {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    // Half the time a side takes its last move back where it can, so positions
                    // recur; otherwise any move.
                    let mut choice = moves[rng.next_u64() as usize % moves.len()];
                    if let Some(&last) = game.moves_played().iter().rev().nth(1) {
                        let last = game.move_view(last);
                        let back = moves.iter().find(|&&mv| {
                            let view = game.move_view(mv);
                            view.from == last.to && view.to == last.from && view.captured.is_empty()
                        });
                        if let (Some(&back), true) = (back, rng.next_u64().is_multiple_of(2)) {
                            choice = back;
                        }
                    }
                    game.play(choice).unwrap();
                    hashes.push(game.position_hash());
                    let reversible = game.reversible_plies().expect("both games bound it");
                    let (current, earlier) = hashes.split_last().unwrap();
                    let bound = earlier.len().saturating_sub(reversible);
                    assert!(!earlier[..bound].contains(current), "{kind:?}: a position older than the bound recurs");
                    repeated_within += usize::from(earlier[bound..].contains(current));
                }
            }
            assert!(repeated_within > 0, "{kind:?}: no game repeated a position at all");
        }
    }

    #[test]
    fn the_wrapper_searches_like_the_game_inside() {
        for kind in [GameKind::Russian, GameKind::Brazilian, GameKind::Revessker] {
            let game = AnyGame::new(&GameOptions::new(kind));
            let result = Searcher::new(1 << 12).search(&game, &SearchLimits::nodes(2_000));
            assert!(game.legal_moves().contains(&result.best_move.unwrap()), "{kind:?}");
        }
    }
}
