//! Legal move generation for 8x8 draughts, generic over a variant's [`Rules`] table.
//!
//! Captures are compulsory, so captures are generated first and quiet moves only when there are
//! none. A capture sequence is searched depth first with the Turkish strike rule: captured pieces
//! stay on the board as obstacles (they are never removed from the occupancy during the search)
//! and cannot be jumped twice (they are masked out of the enemy set). A king that jumps must land
//! where it can capture again whenever such a square exists. Sequences with the same from, to,
//! captured set and promotion are one move (the counting rule of the rules file); the first path
//! found is kept. Brazilian's majority rule keeps only the longest sequences.

use super::board::{ray_until, shift, Dir, Position, VALID};
use super::rules::{CrowningInCapture, Rules};
use crate::game::Side;
use std::marker::PhantomData;

/// The longest capture path the board allows: a captured piece never stands on an edge square,
/// so at most 18 pieces can be taken in one move; 20 leaves room.
pub(crate) const MAX_PATH: usize = 20;

/// A draughts move: origin, destination, captured pieces, promotion, and one path of landing
/// squares (bit indices, see the `board` module). Equality and hashing ignore the path: two capture
/// orders that take the same pieces between the same squares are one move.
#[derive(Clone, Copy, Debug)]
pub struct DraughtsMove {
    pub(crate) captured: u64,
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) crowns: bool,
    pub(crate) path_len: u8,
    pub(crate) path: [u8; MAX_PATH],
}

impl PartialEq for DraughtsMove {
    fn eq(&self, other: &Self) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured && self.crowns == other.crowns
    }
}
impl Eq for DraughtsMove {}
impl std::hash::Hash for DraughtsMove {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.captured, self.crowns).hash(state);
    }
}

impl DraughtsMove {
    fn quiet(from: u8, to: u8, crowns: bool) -> DraughtsMove {
        let mut path = [0; MAX_PATH];
        path[0] = to;
        DraughtsMove { captured: 0, from, to, crowns, path_len: 1, path }
    }
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
    /// Whether a man is crowned by this move.
    pub fn crowns(&self) -> bool {
        self.crowns
    }
    /// Number of pieces captured.
    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }
    /// Origin bit index.
    pub fn from_bit(&self) -> u8 {
        self.from
    }
    /// Destination bit index.
    pub fn to_bit(&self) -> u8 {
        self.to
    }
    /// Captured pieces as a bitboard.
    pub fn captured_bits(&self) -> u64 {
        self.captured
    }
    /// Landing squares (bit indices), the last being the destination.
    pub(crate) fn path_bits(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }
}

/// Whether `side`'s men capture in `dir` under `R` (a constant for variants whose men capture
/// both ways, so the loops over [`Dir::ALL`] stay unrolled).
#[inline(always)]
fn man_captures_toward<R: Rules>(side: Side, dir: Dir) -> bool {
    R::MEN_CAPTURE_BACKWARD || (dir.offset() < 0) == (side == Side::White)
}

/// A king's reach from `sq` in `dir`: the free squares it may move to and the first blocker met
/// (0 if none). A flying king sees the whole free diagonal; a short king (English) one square.
#[inline(always)]
fn king_ray<R: Rules>(sq: u8, dir: Dir, blockers: u64) -> (u64, u64) {
    if R::FLYING_KINGS {
        ray_until(sq, dir, blockers)
    } else {
        let next = shift(1u64 << sq, dir) & VALID;
        if next & blockers != 0 {
            (0, next)
        } else {
            (next, 0)
        }
    }
}

/// Depth-first capture search state for one side in one position. With `STORE` false it only
/// counts distinct moves (perft leaves), storing just the few that could have a duplicate.
struct CaptureSearch<'a, R: Rules, const STORE: bool> {
    out: &'a mut Vec<DraughtsMove>,
    /// Index in `out` where this generation's moves start.
    base: usize,
    /// All enemy pieces (captured ones included: they stay as obstacles).
    enemy: u64,
    /// Empty squares, with the moving piece's origin counted as empty.
    empty: u64,
    crown_row: u64,
    /// The side that moves (its men's capture directions depend on it in English).
    side: Side,
    from: u8,
    /// Most pieces taken by a sequence so far (for the majority rule).
    most_taken: u32,
    /// Keep every path instead of one per move (for UIs and move parsing).
    all_paths: bool,
    /// Whether the moving piece started as a king.
    from_king: bool,
    /// Distinct moves found (what a perft leaf needs).
    count: u32,
    path: [u8; MAX_PATH],
    _rules: PhantomData<R>,
}

impl<R: Rules, const STORE: bool> CaptureSearch<'_, R, STORE> {
    fn emit(&mut self, to: u8, captured: u64, len: usize, crowns: bool) {
        let taken = captured.count_ones();
        if R::MAJORITY_RULE {
            if taken < self.most_taken {
                return;
            }
            if taken > self.most_taken {
                self.out.truncate(self.base);
                self.most_taken = taken;
                self.count = 0;
            }
        }
        // Two orders of the same captures need a loop: for a man that never became a king that
        // takes at least 4 pieces (fewer cannot end on the same square with the same set). King
        // sequences are always checked.
        let may_repeat = taken >= 4 || self.from_king || crowns;
        let mv = DraughtsMove { captured, from: self.from, to, crowns, path_len: len as u8, path: self.path };
        if may_repeat && !self.all_paths && self.out[self.base..].contains(&mv) {
            return;
        }
        self.count += 1;
        if STORE || may_repeat {
            self.out.push(mv);
        }
    }

    /// Continues a man's capture sequence from `sq` after `len` jumps.
    fn man(&mut self, sq: u8, captured: u64, len: usize) {
        self.man_in(sq, captured, len, Dir::ALL);
    }

    /// A man's capture sequence from `sq` whose next jump goes in one of `dirs`.
    fn man_in<const N: usize>(&mut self, sq: u8, captured: u64, len: usize, dirs: [Dir; N]) {
        let mut jumped = false;
        for dir in dirs {
            if !man_captures_toward::<R>(self.side, dir) {
                continue;
            }
            let victim = shift(1u64 << sq, dir) & self.enemy & !captured;
            if victim == 0 {
                continue;
            }
            let landing = shift(victim, dir) & self.empty;
            if landing == 0 || len >= MAX_PATH {
                continue;
            }
            jumped = true;
            let land = landing.trailing_zeros() as u8;
            self.path[len] = land;
            let crowned_here = landing & self.crown_row != 0;
            match R::CROWNING_IN_CAPTURE {
                // Russian: crowned at once, goes on capturing as a king.
                CrowningInCapture::ContinueAsKing if crowned_here => self.king(land, captured | victim, len + 1, true),
                // English: crowned, and the move ends.
                CrowningInCapture::EndsMove if crowned_here => self.emit(land, captured | victim, len + 1, true),
                _ => self.man(land, captured | victim, len + 1),
            }
        }
        if !jumped && len > 0 {
            let crowns = (1u64 << sq) & self.crown_row != 0;
            self.emit(sq, captured, len, crowns);
        }
    }

    /// Whether a king on `sq` could jump some piece not yet in `captured`.
    #[inline]
    fn king_can_jump(&self, sq: u8, captured: u64) -> bool {
        Dir::ALL.into_iter().any(|dir| {
            let (_, first) = king_ray::<R>(sq, dir, !self.empty);
            first & self.enemy & !captured != 0 && shift(first, dir) & self.empty != 0
        })
    }

    /// Continues a king's capture sequence from `sq` after `len` jumps. `crowned` marks a man
    /// crowned during this move (Russian).
    fn king(&mut self, sq: u8, captured: u64, len: usize, crowned: bool) {
        let mut jumped = false;
        for dir in Dir::ALL {
            let (_, first) = king_ray::<R>(sq, dir, !self.empty);
            if first & self.enemy & !captured == 0 {
                continue;
            }
            let victim_sq = first.trailing_zeros() as u8;
            let (landings, _) = king_ray::<R>(victim_sq, dir, !self.empty);
            if landings == 0 || len >= MAX_PATH {
                continue;
            }
            jumped = true;
            let taken = captured | first;
            // A king must land where it can capture again, when such a landing exists.
            let mut continuing = 0u64;
            let mut rest = landings;
            while rest != 0 {
                let l = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                if self.king_can_jump(l, taken) {
                    continuing |= 1u64 << l;
                }
            }
            let mut targets = if continuing != 0 { continuing } else { landings };
            while targets != 0 {
                let l = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                self.path[len] = l;
                if continuing != 0 {
                    self.king(l, taken, len + 1, crowned);
                } else {
                    self.emit(l, taken, len + 1, crowned);
                }
            }
        }
        if !jumped && len > 0 {
            self.emit(sq, captured, len, crowned);
        }
    }
}

/// Men of `side` that have a jump available (a cheap bitwise test).
#[inline(always)]
fn men_that_can_jump<R: Rules>(men: u64, enemy: u64, empty: u64, side: Side) -> u64 {
    let mut movers = 0;
    for dir in Dir::ALL {
        if !man_captures_toward::<R>(side, dir) {
            continue;
        }
        let back = dir.reverse();
        movers |= men & shift(enemy & shift(empty, back), back);
    }
    movers
}

/// Whether the side to move has a capture.
#[inline(always)]
pub(crate) fn has_capture<R: Rules>(pos: &Position) -> bool {
    let us = pos.pieces[pos.side.index()];
    let enemy = pos.pieces[pos.side.opponent().index()];
    let empty = pos.empty();
    if men_that_can_jump::<R>(us & !pos.kings, enemy, empty, pos.side) != 0 {
        return true;
    }
    let mut kings = us & pos.kings;
    let occupied = !empty;
    while kings != 0 {
        let sq = kings.trailing_zeros() as u8;
        kings &= kings - 1;
        for dir in Dir::ALL {
            let (_, first) = king_ray::<R>(sq, dir, occupied);
            if first & enemy != 0 && shift(first, dir) & empty != 0 {
                return true;
            }
        }
    }
    false
}

/// Appends every capture of the side to move to `out` (one entry per move, or one per path when
/// `all_paths`). Returns whether any capture exists.
pub(crate) fn generate_captures<R: Rules>(pos: &Position, out: &mut Vec<DraughtsMove>, all_paths: bool) -> bool {
    capture_search::<R, true>(pos, out, all_paths) > 0
}

/// Counts the distinct captures of the side to move; `scratch` is working space.
///
/// Perft leaves call this. A man's single jump after which no further jump is possible is one
/// move that cannot have a duplicate, so those are counted a whole direction at a time with
/// bitboards; only jumps that continue (or crown, in Russian) and king captures are searched.
pub(crate) fn count_captures<R: Rules>(pos: &Position, scratch: &mut Vec<DraughtsMove>) -> u64 {
    scratch.clear();
    let us = pos.pieces[pos.side.index()];
    let enemy = pos.pieces[pos.side.opponent().index()];
    let empty = pos.empty();
    let men = us & !pos.kings;
    // `jump_from[d]`: squares from which a man could jump in direction `d` on this board.
    let jump_from = Dir::ALL.map(|d| shift(enemy & shift(empty, d.reverse()), d.reverse()));
    let mut singles = 0u64;
    let mut longer = [0u64; 4]; // per direction: men whose jump there continues (or crowns)
    let crown_row = match R::CROWNING_IN_CAPTURE {
        CrowningInCapture::ContinueAsMan => 0,
        _ => Position::crown_row(pos.side),
    };
    for dir in Dir::ALL {
        if !man_captures_toward::<R>(pos.side, dir) {
            continue;
        }
        let jumpers = men & jump_from[dir.index()];
        if jumpers == 0 {
            continue;
        }
        let landings = shift(shift(jumpers, dir), dir);
        // Going on from the landing is possible in any direction but straight back.
        let mut again = 0;
        for d2 in Dir::ALL {
            if d2 != dir.reverse() && man_captures_toward::<R>(pos.side, d2) {
                again |= jump_from[d2.index()];
            }
        }
        let continuing = landings & (again | crown_row);
        singles += (landings & !continuing).count_ones() as u64;
        longer[dir.index()] = shift(shift(continuing, dir.reverse()), dir.reverse());
    }
    let kings = us & pos.kings;
    if longer == [0; 4] && kings == 0 {
        return singles;
    }
    if R::MAJORITY_RULE && longer != [0; 4] {
        // Longer sequences exist, so the majority rule discards every single jump.
        return capture_search::<R, false>(pos, scratch, false) as u64;
    }
    let mut search = CaptureSearch::<R, false>::new(pos, scratch, false);
    for dir in Dir::ALL {
        let mut movers = longer[dir.index()];
        while movers != 0 {
            let sq = movers.trailing_zeros() as u8;
            movers &= movers - 1;
            search.start(sq, false, empty);
            search.man_in(sq, 0, 0, [dir]);
        }
    }
    if R::MAJORITY_RULE {
        // Only kings can take more than one piece here; singles count only if nothing does.
        search.most_taken = 1;
        search.count = singles as u32;
    }
    let mut kings_left = kings;
    while kings_left != 0 {
        let sq = kings_left.trailing_zeros() as u8;
        kings_left &= kings_left - 1;
        search.start(sq, true, empty);
        search.king(sq, 0, 0, false);
    }
    if R::MAJORITY_RULE {
        search.count as u64
    } else {
        singles + search.count as u64
    }
}

impl<'a, R: Rules, const STORE: bool> CaptureSearch<'a, R, STORE> {
    fn new(pos: &Position, out: &'a mut Vec<DraughtsMove>, all_paths: bool) -> Self {
        let base = out.len();
        CaptureSearch {
            out,
            base,
            enemy: pos.pieces[pos.side.opponent().index()],
            empty: pos.empty(),
            crown_row: Position::crown_row(pos.side),
            side: pos.side,
            from: 0,
            most_taken: 0,
            all_paths,
            from_king: false,
            count: 0,
            path: [0; MAX_PATH],
            _rules: PhantomData,
        }
    }

    /// Starts the sequences of the piece on `sq` (its origin counts as empty while it moves).
    #[inline]
    fn start(&mut self, sq: u8, is_king: bool, empty: u64) {
        self.from = sq;
        self.empty = empty | (1u64 << sq);
        self.from_king = is_king;
    }
}

fn capture_search<R: Rules, const STORE: bool>(pos: &Position, out: &mut Vec<DraughtsMove>, all_paths: bool) -> u32 {
    let us = pos.pieces[pos.side.index()];
    let empty = pos.empty();
    let mut search = CaptureSearch::<R, STORE>::new(pos, out, all_paths);
    let mut men = men_that_can_jump::<R>(us & !pos.kings, search.enemy, empty, pos.side);
    while men != 0 {
        let sq = men.trailing_zeros() as u8;
        men &= men - 1;
        search.start(sq, false, empty);
        search.man(sq, 0, 0);
    }
    let mut kings = us & pos.kings;
    while kings != 0 {
        let sq = kings.trailing_zeros() as u8;
        kings &= kings - 1;
        search.start(sq, true, empty);
        search.king(sq, 0, 0, false);
    }
    search.count
}

/// Appends every non-capturing move of the side to move to `out`.
pub(crate) fn generate_quiet<R: Rules>(pos: &Position, out: &mut Vec<DraughtsMove>) {
    let us = pos.pieces[pos.side.index()];
    let empty = pos.empty();
    generate_men_steps(pos, empty, out);
    let mut kings = us & pos.kings;
    while kings != 0 {
        let from = kings.trailing_zeros() as u8;
        kings &= kings - 1;
        for dir in Dir::ALL {
            let (mut free, _) = king_ray::<R>(from, dir, !empty);
            while free != 0 {
                let to = free.trailing_zeros() as u8;
                free &= free - 1;
                out.push(DraughtsMove::quiet(from, to, false));
            }
        }
    }
}

/// Appends the steps of the side to move's men onto the squares of `targets` (empty squares), in
/// [`generate_quiet`]'s order.
#[inline(always)]
fn generate_men_steps(pos: &Position, targets: u64, out: &mut Vec<DraughtsMove>) {
    let crown_row = Position::crown_row(pos.side);
    let men = pos.pieces[pos.side.index()] & !pos.kings;
    for dir in Dir::forward(pos.side) {
        let mut movers = men & shift(targets, dir.reverse());
        while movers != 0 {
            let from = movers.trailing_zeros() as u8;
            movers &= movers - 1;
            let to_bb = shift(1u64 << from, dir);
            out.push(DraughtsMove::quiet(from, to_bb.trailing_zeros() as u8, to_bb & crown_row != 0));
        }
    }
}

/// Appends the non-capturing moves of the side to move that crown, in [`generate_quiet`]'s order.
pub(crate) fn generate_quiet_crownings(pos: &Position, out: &mut Vec<DraughtsMove>) {
    generate_men_steps(pos, pos.empty() & Position::crown_row(pos.side), out);
}

/// Appends every legal move of the side to move to `out`.
pub(crate) fn generate_moves<R: Rules>(pos: &Position, out: &mut Vec<DraughtsMove>) {
    // The bitwise test first: most positions have no capture, and then the capture search (its
    // set-up, every king's rays) is skipped.
    if !has_capture::<R>(pos) || !generate_captures::<R>(pos, out, false) {
        generate_quiet::<R>(pos, out);
    }
}

/// Counts the non-capturing moves of the side to move without listing them (perft leaves).
#[inline(always)]
pub(crate) fn count_quiet<R: Rules>(pos: &Position) -> u64 {
    let us = pos.pieces[pos.side.index()];
    let empty = pos.empty();
    let men = us & !pos.kings;
    let [a, b] = Dir::forward(pos.side);
    let mut n = (shift(men, a) & empty).count_ones() + (shift(men, b) & empty).count_ones();
    let mut kings = us & pos.kings;
    while kings != 0 {
        let from = kings.trailing_zeros() as u8;
        kings &= kings - 1;
        for dir in Dir::ALL {
            n += king_ray::<R>(from, dir, !empty).0.count_ones();
        }
    }
    n as u64
}

/// Perft with bulk counting at the leaves: the number of move sequences of length `depth`.
pub(crate) fn perft<R: Rules>(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<DraughtsMove>> = (0..depth.max(1)).map(|_| Vec::with_capacity(64)).collect();
    perft_with::<R>(pos, depth, &mut buffers)
}

fn perft_with<R: Rules>(pos: &Position, depth: u32, buffers: &mut [Vec<DraughtsMove>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    // Leaves: most positions have no capture, and a cheap bitwise test says so.
    let (list, rest) = buffers.split_first_mut().expect("one buffer per depth");
    if depth == 1 {
        return if has_capture::<R>(pos) { count_captures::<R>(pos, list) } else { count_quiet::<R>(pos) };
    }
    list.clear();
    if generate_captures::<R>(pos, list, false) {
        let mut nodes = 0;
        for &mv in list.iter() {
            let mut child = *pos;
            child.apply(mv.from, mv.to, mv.captured, mv.crowns);
            nodes += perft_with::<R>(&child, depth - 1, rest);
        }
        return nodes;
    }
    // Quiet moves are played straight from the bitboards: no move list is built.
    let us = pos.side.index();
    let empty = pos.empty();
    let crown_row = Position::crown_row(pos.side);
    let men = pos.pieces[us] & !pos.kings;
    let mut nodes = 0;
    for dir in Dir::forward(pos.side) {
        let mut movers = men & shift(empty, dir.reverse());
        while movers != 0 {
            let from_bb = movers & movers.wrapping_neg();
            movers ^= from_bb;
            let to_bb = shift(from_bb, dir);
            let mut child = *pos;
            child.pieces[us] ^= from_bb | to_bb;
            child.kings |= to_bb & crown_row;
            child.side = pos.side.opponent();
            nodes += perft_with::<R>(&child, depth - 1, rest);
        }
    }
    let mut kings = pos.pieces[us] & pos.kings;
    while kings != 0 {
        let from = kings.trailing_zeros() as u8;
        let from_bb = 1u64 << from;
        kings ^= from_bb;
        for dir in Dir::ALL {
            let (mut free, _) = king_ray::<R>(from, dir, !empty);
            while free != 0 {
                let to_bb = free & free.wrapping_neg();
                free ^= to_bb;
                let mut child = *pos;
                child.pieces[us] ^= from_bb | to_bb;
                child.kings ^= from_bb | to_bb;
                child.side = pos.side.opponent();
                nodes += perft_with::<R>(&child, depth - 1, rest);
            }
        }
    }
    nodes
}
