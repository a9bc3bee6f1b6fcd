//! Picking a move on the board square by square, among the engine's legal moves only.
//!
//! The engine lists every legal move with its [`MoveView`] (from, the landing squares of its path,
//! the captured squares, the promotion). A tap narrows that list: first the piece (`from`), then
//! each landing square in order. When the taps leave one path, the move is played; when that path
//! ends in several moves that differ only by promotion, the player picks the promotion. Nothing
//! here knows a game rule: it only filters the engine's list.

use plyyard_engine::{MoveView, Square};

/// A legal move together with its description.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate<M> {
    pub mv: M,
    pub view: MoveView,
}

/// What the player has tapped so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The chosen piece's square.
    pub from: Option<Square>,
    /// Landing squares chosen so far, in order.
    pub path: Vec<Square>,
}

/// The outcome of one tap.
#[derive(Clone, Debug, PartialEq)]
pub enum TapOutcome<M> {
    /// Nothing to do (an empty square with no selection, an opponent piece, …).
    Ignored,
    /// The selection changed (a piece chosen, a step added, a path cancelled).
    Changed,
    /// The path is complete and names exactly one move: play it.
    Play(M),
    /// The path is complete and names several moves that differ only by promotion: ask.
    ChoosePromotion(Vec<Candidate<M>>),
}

impl Selection {
    /// The legal moves that agree with the taps so far.
    pub fn matching<'a, M>(&self, legal: &'a [Candidate<M>]) -> Vec<&'a Candidate<M>> {
        let Some(from) = self.from else {
            return Vec::new();
        };
        legal.iter().filter(|c| c.view.from == from && c.view.path.starts_with(&self.path)).collect()
    }

    /// Squares the player may tap next: the next landing square of every matching move.
    pub fn next_squares<M>(&self, legal: &[Candidate<M>]) -> Vec<Square> {
        let mut squares: Vec<Square> =
            self.matching(legal).iter().filter_map(|c| c.view.path.get(self.path.len()).copied()).collect();
        squares.sort_unstable();
        squares.dedup();
        squares
    }

    /// Squares of the pieces jumped so far on the unfinished path; they stay on the board, marked,
    /// until the move ends. A captured square belongs to the step whose straight line it lies on.
    pub fn pending_captures<M>(&self, legal: &[Candidate<M>]) -> Vec<Square> {
        let (Some(from), Some(first)) = (self.from, self.matching(legal).into_iter().next()) else {
            return Vec::new();
        };
        let mut pending = Vec::new();
        let mut at = from;
        for &landing in &self.path {
            pending.extend(first.view.captured.iter().copied().filter(|&c| strictly_between(at, c, landing)));
            at = landing;
        }
        pending
    }

    /// True while a capture path has been started but not finished.
    pub fn is_mid_path(&self) -> bool {
        !self.path.is_empty()
    }

    /// Drops the unfinished path and the chosen piece.
    pub fn clear(&mut self) {
        self.from = None;
        self.path.clear();
    }

    /// Handles a tap on `square`.
    pub fn tap<M: Copy>(&mut self, square: Square, legal: &[Candidate<M>]) -> TapOutcome<M> {
        let is_mover = |sq: Square| legal.iter().any(|c| c.view.from == sq);
        match self.from {
            None => {
                if is_mover(square) {
                    self.from = Some(square);
                    self.path.clear();
                    TapOutcome::Changed
                } else {
                    TapOutcome::Ignored
                }
            }
            Some(from) if from == square => {
                // Seed 001: selecting the piece again cancels the unfinished path.
                self.clear();
                TapOutcome::Changed
            }
            Some(_) => {
                if self.next_squares(legal).contains(&square) {
                    self.path.push(square);
                    self.finish_if_complete(legal)
                } else if is_mover(square) {
                    self.from = Some(square);
                    self.path.clear();
                    TapOutcome::Changed
                } else if self.path.is_empty() {
                    self.clear();
                    TapOutcome::Changed
                } else {
                    TapOutcome::Ignored
                }
            }
        }
    }

    fn finish_if_complete<M: Copy>(&mut self, legal: &[Candidate<M>]) -> TapOutcome<M> {
        let matching = self.matching(legal);
        let continues = matching.iter().any(|c| c.view.path.len() > self.path.len());
        let complete: Vec<Candidate<M>> =
            matching.iter().filter(|c| c.view.path.len() == self.path.len()).map(|c| (*c).clone()).collect();
        if continues || complete.is_empty() {
            return TapOutcome::Changed;
        }
        self.clear();
        if complete.len() == 1 {
            TapOutcome::Play(complete[0].mv)
        } else {
            TapOutcome::ChoosePromotion(complete)
        }
    }
}

/// True when `middle` lies on the straight line (rank, file or diagonal) from `a` to `b`, strictly
/// between them.
fn strictly_between(a: Square, middle: Square, b: Square) -> bool {
    let (ar, af) = (a.rank() as i32, a.file() as i32);
    let (mr, mf) = (middle.rank() as i32, middle.file() as i32);
    let (br, bf) = (b.rank() as i32, b.file() as i32);
    let (dr, df) = (br - ar, bf - af);
    let steps = dr.abs().max(df.abs());
    if steps < 2 || !(dr == 0 || df == 0 || dr.abs() == df.abs()) {
        return false;
    }
    (1..steps).any(|k| ar + dr / steps * k == mr && af + df / steps * k == mf)
}

/// The squares of the pieces that have a legal move when every legal move captures (capture is
/// compulsory in that position), for highlighting; empty otherwise.
pub(crate) fn forced_capturers<M>(legal: &[Candidate<M>]) -> Vec<Square> {
    let all_capture =
        !legal.is_empty() && legal.iter().all(|c| !c.view.captured.is_empty() || !c.view.converted.is_empty());
    if !all_capture {
        return Vec::new();
    }
    let mut squares: Vec<Square> = legal.iter().map(|c| c.view.from).collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The square of an index, `0..64`.
    fn sq(index: u8) -> Square {
        Square::new(index).unwrap()
    }

    fn sqs(indices: &[u8]) -> Vec<Square> {
        indices.iter().map(|&i| sq(i)).collect()
    }

    fn view(from: u8, path: &[u8], captured: &[u8], promotion: Option<char>) -> MoveView {
        MoveView {
            from: sq(from),
            to: sq(*path.last().unwrap()),
            path: sqs(path),
            captured: sqs(captured),
            converted: Vec::new(),
            promotion,
            text: format!("{from}-{path:?}"),
        }
    }

    /// Two capture paths from c3 (18): c3xe5xg7 and c3xe5xc7, plus a plain move elsewhere.
    fn legal() -> Vec<Candidate<u32>> {
        vec![
            Candidate { mv: 1, view: view(18, &[36, 54], &[45, 27], None) },
            Candidate { mv: 2, view: view(18, &[36, 50], &[27, 43], None) },
            Candidate { mv: 3, view: view(9, &[16], &[], None) },
        ]
    }

    #[test]
    fn tapping_a_piece_selects_it_and_lists_its_first_landings() {
        let mut sel = Selection::default();
        assert_eq!(sel.tap(sq(18), &legal()), TapOutcome::Changed);
        assert_eq!(sel.next_squares(&legal()), sqs(&[36]));
    }

    #[test]
    fn a_square_that_is_no_landing_is_ignored_mid_path() {
        let mut sel = Selection::default();
        sel.tap(sq(18), &legal());
        sel.tap(sq(36), &legal());
        assert_eq!(sel.tap(sq(40), &legal()), TapOutcome::Ignored);
        assert_eq!(sel.path, sqs(&[36]));
        assert_eq!(sel.pending_captures(&legal()), sqs(&[27]));
        sel.path.push(sq(54));
        assert_eq!(sel.pending_captures(&legal()), sqs(&[27, 45]));
    }

    #[test]
    fn the_last_jump_plays_the_move() {
        let mut sel = Selection::default();
        sel.tap(sq(18), &legal());
        assert_eq!(sel.tap(sq(36), &legal()), TapOutcome::Changed);
        assert_eq!(sel.next_squares(&legal()), sqs(&[50, 54]));
        assert_eq!(sel.tap(sq(50), &legal()), TapOutcome::Play(2));
        assert_eq!(sel, Selection::default());
    }

    #[test]
    fn reselecting_the_piece_cancels_the_path() {
        let mut sel = Selection::default();
        sel.tap(sq(18), &legal());
        sel.tap(sq(36), &legal());
        assert_eq!(sel.tap(sq(18), &legal()), TapOutcome::Changed);
        assert_eq!(sel, Selection::default());
    }

    #[test]
    fn promotion_choices_are_returned_together() {
        let legal = vec![
            Candidate { mv: 7u32, view: view(49, &[57], &[], Some('E')) },
            Candidate { mv: 8u32, view: view(49, &[57], &[], Some('V')) },
        ];
        let mut sel = Selection::default();
        sel.tap(sq(49), &legal);
        match sel.tap(sq(57), &legal) {
            TapOutcome::ChoosePromotion(choices) => assert_eq!(choices.len(), 2),
            other => panic!("expected a promotion choice, got {other:?}"),
        }
    }

    #[test]
    fn forced_capturers_only_when_every_move_captures() {
        assert!(forced_capturers(&legal()).is_empty());
        let captures: Vec<_> = legal().into_iter().take(2).collect();
        assert_eq!(forced_capturers(&captures), sqs(&[18]));
    }
}
