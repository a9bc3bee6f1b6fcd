//! The fast bitboard generator against a deliberately simple one written here, square by square
//! from the rules file: at every node of small trees from many positions (kings, long king
//! captures, promotion during a capture, majority rule, Turkish strike), both must list exactly
//! the same moves (from, to, captured set, promotion) and lead to the same positions.

use plyyard_engine::{bit_of_file_rank, file_rank_of_bit, DraughtsGame, Game, Side, Variant};
use std::collections::BTreeSet;

/// A square's content on the simple 8x8 board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Piece {
    side: Side,
    king: bool,
}

type Board = [[Option<Piece>; 8]; 8]; // [file][rank], rank 0 = White's first row

/// A move as the rules identify it: from, to, captured squares, whether it crowns.
type MoveId = ((u8, u8), (u8, u8), BTreeSet<(u8, u8)>, bool);

/// A capture sequence found by the reference: (landing square, captured squares in order, crowned).
type ReferencePath = ((i8, i8), Vec<(i8, i8)>, bool);
/// A whole capture: (from, to, captured squares in order, crowned).
type ReferenceCapture = ((i8, i8), (i8, i8), Vec<(i8, i8)>, bool);

const DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

fn on_board(f: i8, r: i8) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn last_rank(side: Side) -> i8 {
    if side == Side::White {
        7
    } else {
        0
    }
}

struct Simple {
    variant: Variant,
    /// For the Turkish-strike test only: take captured pieces off at once (a wrong rule).
    remove_at_once: bool,
}

impl Simple {
    /// Every capture sequence of the piece on (f, r), as (to, captured in order, crowned).
    #[allow(clippy::too_many_arguments)]
    fn sequences(
        &self,
        board: &Board,
        side: Side,
        origin: (i8, i8),
        at: (i8, i8),
        king: bool,
        crowned: bool,
        taken: &mut Vec<(i8, i8)>,
        out: &mut Vec<ReferencePath>,
    ) {
        let remove_at_once = self.remove_at_once;
        let empty = |f: i8, r: i8, taken: &Vec<(i8, i8)>| {
            on_board(f, r)
                && (board[f as usize][r as usize].is_none()
                    || (f, r) == origin
                    || (remove_at_once && taken.contains(&(f, r))))
        };
        let enemy = |f: i8, r: i8, taken: &Vec<(i8, i8)>| {
            on_board(f, r) && board[f as usize][r as usize].is_some_and(|p| p.side != side) && !taken.contains(&(f, r))
        };
        let english = self.variant == Variant::English;
        let forward = if side == Side::White { 1 } else { -1 };
        let mut found = false;
        for (df, dr) in DIRS {
            if !king && english && dr != forward {
                continue; // English men capture forward only
            }
            if !king || english {
                // A man, or an English (short) king: jump the adjacent piece.
                let (vf, vr) = (at.0 + df, at.1 + dr);
                let (lf, lr) = (at.0 + 2 * df, at.1 + 2 * dr);
                if enemy(vf, vr, taken) && empty(lf, lr, taken) {
                    found = true;
                    taken.push((vf, vr));
                    let crowns_now = !king && lr == last_rank(side);
                    if king {
                        self.sequences(board, side, origin, (lf, lr), true, crowned, taken, out);
                    } else if crowns_now && self.variant == Variant::Russian {
                        self.sequences(board, side, origin, (lf, lr), true, true, taken, out);
                    } else if crowns_now && english {
                        out.push(((lf, lr), taken.clone(), true)); // crowning ends an English move
                    } else {
                        self.sequences(board, side, origin, (lf, lr), false, crowned, taken, out);
                    }
                    taken.pop();
                }
                continue;
            }
            // Flying king: slide over empty squares to a piece, jump it, land beyond.
            let (mut f, mut r) = (at.0 + df, at.1 + dr);
            while empty(f, r, taken) {
                f += df;
                r += dr;
            }
            if !enemy(f, r, taken) {
                continue;
            }
            let victim = (f, r);
            let mut landings = Vec::new();
            let (mut lf, mut lr) = (f + df, r + dr);
            while empty(lf, lr, taken) {
                landings.push((lf, lr));
                lf += df;
                lr += dr;
            }
            if landings.is_empty() {
                continue;
            }
            found = true;
            taken.push(victim);
            // Must land where it can capture again, if any such landing exists.
            let continuing: Vec<_> = landings
                .iter()
                .copied()
                .filter(|&l| {
                    let mut probe = Vec::new();
                    self.sequences(board, side, origin, l, true, crowned, &mut taken.clone(), &mut probe);
                    probe.iter().any(|(_, caps, _)| caps.len() > taken.len())
                })
                .collect();
            let chosen = if continuing.is_empty() { landings } else { continuing };
            for l in chosen {
                self.sequences(board, side, origin, l, true, crowned, taken, out);
            }
            taken.pop();
        }
        if !found && !taken.is_empty() {
            let ends_crowned = crowned || (!king && at.1 == last_rank(side));
            out.push((at, taken.clone(), ends_crowned));
        }
    }

    fn moves(&self, board: &Board, side: Side) -> BTreeSet<MoveId> {
        let mut captures: Vec<ReferenceCapture> = Vec::new();
        for f in 0..8 {
            for r in 0..8 {
                if let Some(p) = board[f as usize][r as usize] {
                    if p.side == side {
                        let mut out = Vec::new();
                        self.sequences(board, side, (f, r), (f, r), p.king, false, &mut Vec::new(), &mut out);
                        captures
                            .extend(out.into_iter().map(|(to, caps, crowned)| ((f, r), to, caps, crowned && !p.king)));
                    }
                }
            }
        }
        let sq = |(f, r): (i8, i8)| (f as u8, r as u8);
        if !captures.is_empty() {
            let most = captures.iter().map(|c| c.2.len()).max().unwrap();
            return captures
                .into_iter()
                .filter(|c| self.variant != Variant::Brazilian || c.2.len() == most)
                .map(|(from, to, caps, crowns)| (sq(from), sq(to), caps.into_iter().map(sq).collect(), crowns))
                .collect();
        }
        let mut quiet = BTreeSet::new();
        let forward = if side == Side::White { 1 } else { -1 };
        for f in 0..8i8 {
            for r in 0..8i8 {
                let Some(p) = board[f as usize][r as usize] else { continue };
                if p.side != side {
                    continue;
                }
                for (df, dr) in DIRS {
                    if !p.king && dr != forward {
                        continue;
                    }
                    let (mut tf, mut tr) = (f + df, r + dr);
                    while on_board(tf, tr) && board[tf as usize][tr as usize].is_none() {
                        let crowns = !p.king && tr == last_rank(side);
                        quiet.insert(((f as u8, r as u8), (tf as u8, tr as u8), BTreeSet::new(), crowns));
                        if !p.king || self.variant == Variant::English {
                            break;
                        }
                        tf += df;
                        tr += dr;
                    }
                }
            }
        }
        quiet
    }
}

fn board_of(game: &DraughtsGame) -> Board {
    let mut board: Board = [[None; 8]; 8];
    for p in game.pieces() {
        let (f, r) = (p.square.file() as usize, p.square.rank() as usize);
        board[f][r] = Some(Piece { side: p.side, king: p.kind == plyyard_engine::PieceKind::DraughtsKing });
    }
    board
}

fn fast_ids(game: &DraughtsGame) -> BTreeSet<MoveId> {
    game.legal_moves()
        .into_iter()
        .map(|m| {
            let fr = |bit: u8| file_rank_of_bit(bit);
            let mut caps = BTreeSet::new();
            let mut bits = m.captured_bits();
            while bits != 0 {
                caps.insert(fr(bits.trailing_zeros() as u8));
                bits &= bits - 1;
            }
            (fr(m.from_bit()), fr(m.to_bit()), caps, m.crowns())
        })
        .collect()
}

/// Walks the tree to `depth`, comparing move sets at every node; returns the leaf count.
fn compare_tree(game: &mut DraughtsGame, simple: &Simple, depth: u32, path: &mut Vec<String>) -> u64 {
    let fast = fast_ids(game);
    assert_eq!(game.legal_moves().len(), fast.len(), "a move is listed twice at {}", game.fen());
    // Draw rules may end the game; the simple generator knows only moves, so compare the position's moves.
    if game.result().is_some() {
        return 1;
    }
    let slow = simple.moves(&board_of(game), game.side_to_move());
    assert_eq!(fast, slow, "move sets differ at {} after {:?}", game.fen(), path);
    if depth == 0 {
        return 1;
    }
    let mut leaves = 0;
    for mv in game.legal_moves() {
        path.push(game.move_to_text(mv));
        game.play(mv).unwrap();
        leaves += compare_tree(game, simple, depth - 1, path);
        game.undo();
        path.pop();
    }
    leaves
}

/// Positions of our own: kings, long king captures, promotion during a capture, majority rule,
/// Turkish strike, crowded middlegames.
const POSITIONS: &[&str] = &[
    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    // Kings on both sides in an open middlegame.
    "W:WK29,22,23,26,K18:B6,7,K12,14,K3",
    // Long king captures along both long diagonals.
    "W:WK32:B27,18,9,10,15,24",
    // Turkish strike: the king could take 5 but a captured piece blocks the way back.
    "W:WK4:B8,16,23,24,26,18,10",
    // Promotion during a capture (Russian continues as a king; Brazilian stays a man).
    "W:W14,30:B10,3,7,16,20",
    "W:W13:B9,2,7,15,22",
    // Majority: a one-piece and a three-piece capture.
    "W:W22,31:B18,17,10,26,27,19",
    // Men capturing backwards.
    "B:W18,19,27,K30:B14,15,K1",
    // Crowded centre.
    "W:W17,18,19,20,21,22,23,24,25,26:B5,6,7,8,9,10,11,12,13,14",
    // A king that can take a ring of four men in either order (one move, not two).
    "W:WK29:B25,18,19,26,11",
    "W:WK22:B18,19,26,27",
    // Many kings.
    "B:WK1,K4,K29,K32,K14:BK10,K11,K22,K23,K15",
];

#[test]
fn fast_and_simple_generators_agree_on_every_node() {
    for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
        let simple = Simple { variant, remove_at_once: false };
        for fen in POSITIONS {
            let mut game = DraughtsGame::from_fen(variant, fen).expect(fen);
            let leaves = compare_tree(&mut game, &simple, 3, &mut Vec::new());
            assert!(leaves > 0);
        }
    }
}

#[test]
fn fast_and_simple_generators_agree_along_random_games() {
    // A fixed linear congruential sequence picks moves, so the run is reproducible.
    let mut seed: u64 = 0x5eed;
    let mut next = move |n: usize| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) as usize) % n
    };
    for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
        let simple = Simple { variant, remove_at_once: false };
        for _game in 0..40 {
            let mut game = DraughtsGame::new(variant);
            for _ply in 0..150 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                compare_tree(&mut game, &simple, 1, &mut Vec::new());
                game.play(moves[next(moves.len())]).unwrap();
            }
        }
    }
}

#[test]
fn square_helpers_agree_with_the_simple_board() {
    for f in 0..8u8 {
        for r in 0..8u8 {
            match bit_of_file_rank(f, r) {
                Some(bit) => assert_eq!(file_rank_of_bit(bit), (f, r)),
                None => assert_eq!((f + r) % 2, 1),
            }
        }
    }
}

#[test]
fn turkish_strike_rule_changes_real_positions_and_the_engine_keeps_captured_pieces() {
    // Random king-against-men positions; wherever taking pieces off at once would change the
    // moves, the engine must list the Turkish-strike moves (captured pieces stay as obstacles).
    let mut seed: u64 = 0x7u64;
    let mut next = move |n: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };
    let mut differing = 0;
    for variant in [Variant::Russian, Variant::Brazilian] {
        let turkish = Simple { variant, remove_at_once: false };
        let wrong = Simple { variant, remove_at_once: true };
        for _ in 0..3000 {
            let mut squares: Vec<u8> = (1..=32).collect();
            let king = squares.remove(next(32) as usize);
            let count = 6 + next(4);
            let mut men = Vec::new();
            for _ in 0..count {
                let n = squares.remove(next(squares.len() as u64) as usize);
                // No man on a crown row (it would already be a king).
                if !(1..=4).contains(&n) && !(29..=32).contains(&n) {
                    men.push(n);
                }
            }
            let list: Vec<String> = men.iter().map(|n| n.to_string()).collect();
            let fen = format!("W:WK{king}:B{}", list.join(","));
            let Ok(game) = DraughtsGame::from_fen(variant, &fen) else { continue };
            let board = board_of(&game);
            let right = turkish.moves(&board, Side::White);
            if right != wrong.moves(&board, Side::White) {
                differing += 1;
                assert_eq!(fast_ids(&game), right, "{variant:?} {fen}");
            }
        }
    }
    assert!(differing >= 5, "only {differing} positions where the Turkish strike rule matters");
}
