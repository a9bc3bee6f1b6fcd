//! An independent, deliberately simple Revessker move generator, written from the rules file
//! square by square (a cloned board per move, attacks found by listing every enemy move), and the
//! perft comparisons that hold the fast engine to it: the start position and varied positions
//! (exposed kings and queens, converters, long-range checkers, promotions, en passant, castling,
//! hybrid pawns, resolubility) must agree to depth 4. On a mismatch the test walks down to the
//! first position where the two move lists differ and prints both.

use plyyard_engine::{revessker_divide, Game, RevesskerGame, RevesskerOptions, RuleSet};
use std::collections::BTreeMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Piece {
    white: bool,
    /// Upper-case notation letter: K Q R B N P D E V H S.
    letter: char,
    /// A converted pawn on its new owner's 2nd rank: no double step.
    no_double_step: bool,
}

#[derive(Clone, Debug)]
struct Board {
    squares: [Option<Piece>; 64],
    white_to_move: bool,
    /// White king side, White queen side, Black king side, Black queen side.
    castling: [bool; 4],
    en_passant: Option<(i32, i32)>,
    long_range: bool,
    resolubility: bool,
}

/// One move as the reference sees it: where from and to, the square whose piece it removes or
/// converts, and what changes besides (promotion, double step, castling rook).
#[derive(Clone, Debug)]
struct RefMove {
    from: (i32, i32),
    to: (i32, i32),
    taken: Option<(i32, i32)>,
    converts: bool,
    /// The mover's new letter, or the converted piece's when `converts`.
    becomes: Option<char>,
    double_step: bool,
    rook: Option<((i32, i32), (i32, i32))>,
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

fn name(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

impl RefMove {
    fn simple(from: (i32, i32), to: (i32, i32), taken: Option<(i32, i32)>, becomes: Option<char>) -> RefMove {
        RefMove { from, to, taken, converts: false, becomes, double_step: false, rook: None }
    }

    fn text(&self) -> String {
        let mut text = format!("{}{}", name(self.from.0, self.from.1), name(self.to.0, self.to.1));
        if let Some(letter) = self.becomes {
            text.push('=');
            text.push(letter);
        }
        text
    }
}

impl Board {
    fn parse(fen: &str, long_range: bool, resolubility: bool) -> Board {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut squares = [None; 64];
        for (row, text) in fields[0].split('/').enumerate() {
            let rank = 7 - row as i32;
            let mut file = 0;
            for c in text.chars() {
                if let Some(n) = c.to_digit(10) {
                    file += n as i32;
                } else {
                    squares[(rank * 8 + file) as usize] = Some(Piece {
                        white: c.is_ascii_uppercase(),
                        letter: c.to_ascii_uppercase(),
                        no_double_step: false,
                    });
                    file += 1;
                }
            }
        }
        let castling = ['K', 'Q', 'k', 'q'].map(|c| fields[2].contains(c));
        let en_passant = if fields[3] == "-" {
            None
        } else {
            let b = fields[3].as_bytes();
            Some(((b[0] - b'a') as i32, (b[1] - b'1') as i32))
        };
        if let Some(stuck) = fields.get(6) {
            for pair in stuck.as_bytes().chunks(2) {
                let index = ((pair[1] - b'1') as usize) * 8 + (pair[0] - b'a') as usize;
                if let Some(piece) = squares[index].as_mut() {
                    piece.no_double_step = true;
                }
            }
        }
        Board { squares, white_to_move: fields[1] == "w", castling, en_passant, long_range, resolubility }
    }

    fn at(&self, file: i32, rank: i32) -> Option<Piece> {
        self.squares[(rank * 8 + file) as usize]
    }

    fn set(&mut self, file: i32, rank: i32, piece: Option<Piece>) {
        self.squares[(rank * 8 + file) as usize] = piece;
    }

    fn royal_count(&self, white: bool) -> usize {
        self.squares.iter().flatten().filter(|p| p.white == white && (p.letter == 'K' || p.letter == 'Q')).count()
    }

    fn has_converter(&self, white: bool) -> bool {
        self.squares.iter().flatten().any(|p| p.white == white && p.letter == 'V')
    }

    fn game_over(&self) -> bool {
        self.royal_count(true) == 0
            || self.royal_count(false) == 0
            || (self.resolubility && self.squares.iter().flatten().count() == 2)
    }

    /// The board after a move. The side turns, en passant is forgotten unless a pawn
    /// double-stepped, and a king or rook square that is left, landed on, emptied or converted
    /// loses its castling right.
    fn play(&self, mv: &RefMove) -> Board {
        let white = self.white_to_move;
        let mut next = self.clone();
        let mut piece = next.at(mv.from.0, mv.from.1).unwrap();
        piece.no_double_step = false;
        if let (Some(letter), false) = (mv.becomes, mv.converts) {
            piece.letter = letter;
        }
        if let Some(taken) = mv.taken {
            if mv.converts {
                let victim = self.at(taken.0, taken.1).unwrap();
                let mut turned = Piece { white, letter: victim.letter, no_double_step: false };
                if turned.letter == 'V' {
                    turned.letter = 'E';
                }
                if let Some(letter) = mv.becomes {
                    turned.letter = letter;
                }
                turned.no_double_step = turned.letter == 'P' && taken.1 == if white { 1 } else { 6 };
                next.set(taken.0, taken.1, Some(turned));
            } else {
                next.set(taken.0, taken.1, None);
            }
            next.touch(taken);
        }
        next.set(mv.from.0, mv.from.1, None);
        next.set(mv.to.0, mv.to.1, Some(piece));
        if let Some((rook_from, rook_to)) = mv.rook {
            let rook = next.at(rook_from.0, rook_from.1);
            next.set(rook_from.0, rook_from.1, None);
            next.set(rook_to.0, rook_to.1, rook);
        }
        next.white_to_move = !white;
        next.en_passant = if mv.double_step { Some((mv.from.0, (mv.from.1 + mv.to.1) / 2)) } else { None };
        next.touch(mv.from);
        next.touch(mv.to);
        next
    }

    /// A king or rook that leaves, or loses, its starting square loses its castling right.
    fn touch(&mut self, square: (i32, i32)) {
        let corners = [
            ((4, 0), [0, 1]),
            ((7, 0), [0, 0]),
            ((0, 0), [1, 1]),
            ((4, 7), [2, 3]),
            ((7, 7), [2, 2]),
            ((0, 7), [3, 3]),
        ];
        for (corner, rights) in corners {
            if corner == square {
                for right in rights {
                    self.castling[right] = false;
                }
            }
        }
    }

    fn push(
        &self,
        out: &mut Vec<RefMove>,
        from: (i32, i32),
        to: (i32, i32),
        taken: Option<(i32, i32)>,
        becomes: Option<char>,
    ) {
        out.push(RefMove::simple(from, to, taken, becomes));
    }

    fn pseudo_moves(&self, with_castling: bool) -> Vec<RefMove> {
        let mut out = Vec::new();
        let white = self.white_to_move;
        let forward = if white { 1 } else { -1 };
        let last_rank = if white { 7 } else { 0 };
        let second_rank = if white { 1 } else { 6 };
        let is_enemy = |f: i32, r: i32| self.at(f, r).is_some_and(|p| p.white != white);
        let is_empty = |f: i32, r: i32| self.at(f, r).is_none();
        let knight_steps = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
        let king_steps = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)];
        let diagonals = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        for rank in 0..8 {
            for file in 0..8 {
                let Some(piece) = self.at(file, rank) else { continue };
                if piece.white != white {
                    continue;
                }
                let from = (file, rank);
                match piece.letter {
                    'K' | 'N' => {
                        let steps = if piece.letter == 'K' { king_steps } else { knight_steps };
                        for (df, dr) in steps {
                            let (f, r) = (file + df, rank + dr);
                            if !on_board(f, r) {
                                continue;
                            }
                            if is_empty(f, r) {
                                self.push(&mut out, from, (f, r), None, None);
                            } else if is_enemy(f, r) {
                                self.push(&mut out, from, (f, r), Some((f, r)), None);
                            }
                        }
                    }
                    'Q' | 'R' | 'B' => {
                        let directions: Vec<(i32, i32)> = match piece.letter {
                            'Q' => king_steps.to_vec(),
                            'R' => king_steps[..4].to_vec(),
                            _ => diagonals.to_vec(),
                        };
                        for (df, dr) in directions {
                            let (mut f, mut r) = (file + df, rank + dr);
                            while on_board(f, r) {
                                if is_empty(f, r) {
                                    self.push(&mut out, from, (f, r), None, None);
                                } else {
                                    if is_enemy(f, r) {
                                        self.push(&mut out, from, (f, r), Some((f, r)), None);
                                    }
                                    break;
                                }
                                f += df;
                                r += dr;
                            }
                        }
                    }
                    'P' => self.pawn_moves(&mut out, from, piece, forward, last_rank, second_rank),
                    'D' => {
                        for df in [1, -1] {
                            self.checker_step_or_jump(&mut out, from, (df, forward), false, last_rank);
                        }
                    }
                    'E' | 'V' => {
                        let converts = piece.letter == 'V';
                        for (df, dr) in diagonals {
                            if self.long_range {
                                self.long_range_moves(&mut out, from, (df, dr), converts);
                            } else {
                                self.checker_step_or_jump(&mut out, from, (df, dr), converts, last_rank);
                            }
                        }
                    }
                    'H' => {
                        for (df, dr) in knight_steps {
                            let (f, r) = (file + df, rank + dr);
                            if on_board(f, r) && is_empty(f, r) {
                                self.push(&mut out, from, (f, r), None, None);
                            }
                        }
                        for (df, dr) in diagonals {
                            let (f, r) = (file + df, rank + dr);
                            if on_board(f, r) && is_enemy(f, r) {
                                self.push(&mut out, from, (f, r), Some((f, r)), None);
                            }
                        }
                    }
                    'S' => {
                        for dr in [1, -1] {
                            if on_board(file, rank + dr) && is_empty(file, rank + dr) {
                                self.push(&mut out, from, (file, rank + dr), None, None);
                            }
                        }
                        for (df, dr) in knight_steps {
                            let (f, r) = (file + df, rank + dr);
                            if on_board(f, r) && is_enemy(f, r) {
                                self.push(&mut out, from, (f, r), Some((f, r)), None);
                            }
                        }
                    }
                    other => panic!("unknown piece {other}"),
                }
            }
        }
        if with_castling {
            self.castling_moves(&mut out);
        }
        out
    }

    fn pawn_moves(
        &self,
        out: &mut Vec<RefMove>,
        from: (i32, i32),
        piece: Piece,
        forward: i32,
        last_rank: i32,
        second_rank: i32,
    ) {
        let (file, rank) = from;
        let promotions: &[Option<char>] = if rank + forward == last_rank { &[Some('H'), Some('S')] } else { &[None] };
        if self.at(file, rank + forward).is_none() {
            for &becomes in promotions {
                self.push(out, from, (file, rank + forward), None, becomes);
            }
            if rank == second_rank && !piece.no_double_step && self.at(file, rank + 2 * forward).is_none() {
                let mut double = RefMove::simple(from, (file, rank + 2 * forward), None, None);
                double.double_step = true;
                out.push(double);
            }
        }
        for df in [1, -1] {
            let (f, r) = (file + df, rank + forward);
            if !on_board(f, r) {
                continue;
            }
            if self.at(f, r).is_some_and(|p| p.white != piece.white) {
                for &becomes in promotions {
                    self.push(out, from, (f, r), Some((f, r)), becomes);
                }
            } else if self.en_passant == Some((f, r))
                && self.at(f, rank).is_some_and(|p| p.white != piece.white && p.letter == 'P')
            {
                self.push(out, from, (f, r), Some((f, rank)), None);
            }
        }
    }

    /// Regra 1 for every checker, and simple checkers under both rules: one step to an empty
    /// square, or a jump over an adjacent enemy to the empty square beyond.
    fn checker_step_or_jump(
        &self,
        out: &mut Vec<RefMove>,
        from: (i32, i32),
        (df, dr): (i32, i32),
        converts: bool,
        last_rank: i32,
    ) {
        let white = self.white_to_move;
        let (f, r) = (from.0 + df, from.1 + dr);
        if !on_board(f, r) {
            return;
        }
        let simple = self.at(from.0, from.1).unwrap().letter == 'D';
        let promotions = |to_rank: i32| -> Vec<Option<char>> {
            if simple && to_rank == last_rank {
                if self.has_converter(white) {
                    vec![Some('E')]
                } else {
                    vec![Some('E'), Some('V')]
                }
            } else {
                vec![None]
            }
        };
        match self.at(f, r) {
            None => {
                for becomes in promotions(r) {
                    self.push(out, from, (f, r), None, becomes);
                }
            }
            Some(target) if target.white != white => {
                let (lf, lr) = (f + df, r + dr);
                if on_board(lf, lr) && self.at(lf, lr).is_none() {
                    if converts {
                        self.convert(out, from, (f, r), (lf, lr));
                    } else {
                        for becomes in promotions(lr) {
                            self.push(out, from, (lf, lr), Some((f, r)), becomes);
                        }
                    }
                }
            }
            Some(_) => {}
        }
    }

    /// Regra 2 for special checkers: slide over empty squares; the first piece met, if an enemy,
    /// is taken by landing on the square right after it, which must be empty.
    fn long_range_moves(&self, out: &mut Vec<RefMove>, from: (i32, i32), (df, dr): (i32, i32), converts: bool) {
        let (mut f, mut r) = (from.0 + df, from.1 + dr);
        while on_board(f, r) && self.at(f, r).is_none() {
            self.push(out, from, (f, r), None, None);
            f += df;
            r += dr;
        }
        if !on_board(f, r) || self.at(f, r).unwrap().white == self.white_to_move {
            return;
        }
        let (lf, lr) = (f + df, r + dr);
        if on_board(lf, lr) && self.at(lf, lr).is_none() {
            if converts {
                self.convert(out, from, (f, r), (lf, lr));
            } else {
                self.push(out, from, (lf, lr), Some((f, r)), None);
            }
        }
    }

    /// A converter jumps `target` (never a king) and lands on `to`; the jumped piece turns, and
    /// promotes if it is a pawn or simple checker now on the converting side's last rank.
    fn convert(&self, out: &mut Vec<RefMove>, from: (i32, i32), target: (i32, i32), to: (i32, i32)) {
        let victim = self.at(target.0, target.1).unwrap();
        if victim.letter == 'K' {
            return;
        }
        let last_rank = if self.white_to_move { 7 } else { 0 };
        let choices: Vec<Option<char>> = match victim.letter {
            'D' if target.1 == last_rank => vec![Some('E')],
            'P' if target.1 == last_rank => vec![Some('H'), Some('S')],
            _ => vec![None],
        };
        for becomes in choices {
            out.push(RefMove { converts: true, ..RefMove::simple(from, to, Some(target), becomes) });
        }
    }

    fn castling_moves(&self, out: &mut Vec<RefMove>) {
        let white = self.white_to_move;
        let rank = if white { 0 } else { 7 };
        let (king_right, queen_right) = if white { (0, 1) } else { (2, 3) };
        let check_applies = self.royal_count(white) == 1;
        let safe = |file: i32| !check_applies || !self.square_attacked_as_king(file, rank);
        if self.castling[king_right] && self.at(5, rank).is_none() && self.at(6, rank).is_none() && safe(4) && safe(5) {
            out.push(RefMove {
                rook: Some(((7, rank), (5, rank))),
                ..RefMove::simple((4, rank), (6, rank), None, None)
            });
        }
        if self.castling[queen_right] && (1..=3).all(|file| self.at(file, rank).is_none()) && safe(4) && safe(3) {
            out.push(RefMove {
                rook: Some(((0, rank), (3, rank))),
                ..RefMove::simple((4, rank), (2, rank), None, None)
            });
        }
    }

    /// Would an enemy move eliminate a king of the side to move standing on this square?
    /// A copy of that king is put there to ask the enemy's move list.
    fn square_attacked_as_king(&self, file: i32, rank: i32) -> bool {
        let mut probe = self.clone();
        probe.set(file, rank, Some(Piece { white: self.white_to_move, letter: 'K', no_double_step: false }));
        probe.white_to_move = !self.white_to_move;
        probe.en_passant = None;
        probe.pseudo_moves(false).iter().any(|m| m.taken == Some((file, rank)))
    }

    /// The legal moves: after the move, a mover with exactly one royal piece must not have it
    /// taken (or, for a queen, converted) by any enemy move, unless the move ended the game by
    /// taking the opponent's last royal piece.
    fn legal_moves(&self) -> Vec<(RefMove, Board)> {
        if self.game_over() {
            return Vec::new();
        }
        let white = self.white_to_move;
        self.pseudo_moves(true)
            .into_iter()
            .map(|m| {
                let after = self.play(&m);
                (m, after)
            })
            .filter(|(_, after)| {
                if after.royal_count(!white) == 0 || after.royal_count(white) != 1 {
                    return true;
                }
                let royal = (0..64)
                    .find(|&i| {
                        after.squares[i].is_some_and(|p| p.white == white && (p.letter == 'K' || p.letter == 'Q'))
                    })
                    .unwrap();
                let square = ((royal % 8) as i32, (royal / 8) as i32);
                let is_queen = after.squares[royal].unwrap().letter == 'Q';
                !after
                    .pseudo_moves(false)
                    .iter()
                    .any(|reply| reply.taken == Some(square) && (!reply.converts || is_queen))
            })
            .collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|(_, after)| after.perft(depth - 1)).sum()
    }

    fn divide(&self, depth: u32) -> BTreeMap<String, u64> {
        self.legal_moves().iter().map(|(m, after)| (m.text(), after.perft(depth - 1))).collect()
    }
}

/// Compares divide(depth) of both generators; on a difference, follows the first differing
/// move down to the shallowest position whose move lists differ, and fails there.
fn assert_agree(fen: &str, rules: RuleSet, resolubility: bool, depth: u32) -> u64 {
    let options = RevesskerOptions { rules, resolubility };
    let mut game = RevesskerGame::from_fen(fen, options).expect("test FEN is valid");
    let mut reference = Board::parse(fen, rules == RuleSet::LongRange, resolubility);
    let mut line = Vec::new();
    let mut depth = depth;
    let total: u64 = loop {
        let fast: BTreeMap<String, u64> = revessker_divide(&game, depth).into_iter().collect();
        let slow = reference.divide(depth);
        if fast == slow {
            if line.is_empty() {
                break fast.values().sum();
            }
            panic!("{fen}: totals differ after {line:?} but not below it");
        }
        let fast_keys: Vec<&String> = fast.keys().collect();
        let slow_keys: Vec<&String> = slow.keys().collect();
        if fast_keys != slow_keys || depth == 1 {
            panic!(
                "{fen} ({rules:?}) after {line:?}: move lists differ\n engine: {fast_keys:?}\n reference: {slow_keys:?}\n engine FEN: {}",
                game.fen()
            );
        }
        let (text, _) = fast.iter().find(|(k, v)| slow[*k] != **v).unwrap();
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap();
        reference = reference.legal_moves().into_iter().find(|(m, _)| &m.text() == text).unwrap().1;
        line.push(text.clone());
        depth -= 1;
    };
    total
}

const START: &str = "rnbqkbnr/pppppppp/1d1d1d1d/8/8/D1D1D1D1/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn revessker_perft_start_position_agrees_with_reference_to_depth_4() {
    let nodes = assert_agree(START, RuleSet::Classic, false, 4);
    assert_eq!(nodes, 85_619, "start perft(4)");
}

#[test]
fn revessker_perft_start_position_known_counts() {
    // Fixed by the reference comparison above (to depth 4) and kept as a regression guard.
    for rules in [RuleSet::Classic, RuleSet::LongRange] {
        let game = RevesskerGame::new(RevesskerOptions { rules, resolubility: false });
        let counts: Vec<u64> = (1..=5).map(|depth| plyyard_engine::revessker_perft(&game, depth)).collect();
        assert_eq!(counts, vec![17, 289, 4_992, 85_619, 1_538_017], "{rules:?}");
        let divided: u64 = revessker_divide(&game, 3).iter().map(|(_, nodes)| nodes).sum();
        assert_eq!(divided, 4_992);
    }
}

#[test]
fn revessker_perft_start_position_long_range_agrees_with_reference_to_depth_4() {
    assert_agree(START, RuleSet::LongRange, false, 4);
}

#[test]
fn revessker_perft_exposed_king_and_queen_with_castling_agrees() {
    // White has its king alone (check applies, castling under check conditions), Black king and
    // queen; eliminators and checkers around.
    assert_agree("r2qk2r/ppp2ppp/1d3d2/3E4/4e3/2D2N2/PPP2PPP/R3K2R w KQkq - 0 1", RuleSet::Classic, false, 4);
}

#[test]
fn revessker_perft_converters_near_queens_agrees() {
    assert_agree("4k3/1q3p2/2V1d3/3d4/4Q3/2D2v2/3P4/4K3 w - - 0 1", RuleSet::Classic, false, 4);
    assert_agree("4k3/1q3p2/2V1d3/3d4/4Q3/2D2v2/3P4/4K3 b - - 0 1", RuleSet::Classic, false, 4);
}

#[test]
fn revessker_perft_long_range_checkers_agrees() {
    // Regra 2: eliminators and converters of both sides on open diagonals, Black's king alone.
    assert_agree("4k3/8/1e6/8/3E4/2p2V2/1v3n2/4K2Q w - - 0 1", RuleSet::LongRange, false, 4);
    assert_agree("q3k3/6E1/1e6/8/3Q4/2p2V2/1v3n2/4K3 b - - 0 1", RuleSet::LongRange, false, 4);
}

#[test]
fn revessker_perft_promotions_agrees() {
    // Pawns and simple checkers one step from promotion; Black already has a converter, so its
    // checker promotes to an eliminator only.
    assert_agree("r3k3/1P2D1P1/8/7v/8/8/1p1d2p1/4K2R w Kq - 0 1", RuleSet::Classic, false, 4);
    assert_agree("r3k3/1P2D1P1/8/7v/8/8/1p1d2p1/4K2R b Kq - 0 1", RuleSet::Classic, false, 4);
}

#[test]
fn revessker_perft_en_passant_agrees() {
    assert_agree("rnbqk3/ppp5/5d2/3pP3/8/2D5/5PPP/4K2R w K d6 0 1", RuleSet::Classic, false, 4);
    assert_agree("4k3/8/8/8/1pP5/8/8/4K3 b - c3 0 1", RuleSet::Classic, false, 4);
}

#[test]
fn revessker_perft_castling_with_long_range_checkers_agrees() {
    assert_agree("r3k2r/8/2e5/8/8/5E2/8/R3K2R w KQkq - 0 1", RuleSet::LongRange, false, 4);
    assert_agree("r3k2r/8/2e5/8/8/5E2/8/R3K2R w KQkq - 0 1", RuleSet::Classic, false, 4);
}

#[test]
fn revessker_perft_hybrid_pawns_agrees() {
    assert_agree("4k3/2h5/8/3S4/4H3/8/2s5/Q3K3 b - - 0 1", RuleSet::Classic, false, 4);
}

#[test]
fn revessker_perft_resolubility_and_lost_double_step_agrees() {
    assert_agree("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", RuleSet::Classic, true, 4);
    assert_agree("4k3/4p3/8/8/8/8/3P4/4K3 w - - 0 1 d2e7", RuleSet::Classic, false, 4);
}

/// Plays `plies` pseudo-random legal moves (a seeded xorshift picks them) from `fen`.
fn random_position(fen: &str, options: RevesskerOptions, seed: u64, plies: u32) -> String {
    let mut game = RevesskerGame::from_fen(fen, options).expect("test FEN is valid");
    let mut state = seed | 1;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        game.play(moves[(state % moves.len() as u64) as usize]).unwrap();
    }
    game.fen()
}

/// A busy middle game: specials of both kinds, hybrid pawns, open lines.
const MIDDLE_GAME: &str = "r1b1k2r/pp1n1ppp/1d1E1v2/2p1q3/3H4/2V2s2/PP3PPP/R2QK2R w KQkq - 0 1";

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    #[test]
    fn revessker_perft_random_game_positions_agree(seed: u64, plies in 0u32..80, long_range: bool, resolubility: bool, middle: bool) {
        let rules = if long_range { RuleSet::LongRange } else { RuleSet::Classic };
        let fen = random_position(if middle { MIDDLE_GAME } else { START }, RevesskerOptions { rules, resolubility }, seed, plies);
        assert_agree(&fen, rules, resolubility, 3);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Random boards (any piece anywhere the FEN rules allow) put every rule next to every other.
    #[test]
    fn revessker_perft_random_boards_agree(cells in proptest::collection::vec(0usize..70, 64), black: bool, long_range: bool, resolubility: bool) {
        let letters = b"KQRBNPDEVHSkqrbnpdevhs";
        let mut board = String::new();
        for rank in (0..8).rev() {
            for file in 0..8 {
                match letters.get(cells[rank * 8 + file]) {
                    Some(&letter) => board.push(letter as char),
                    None => board.push('1'),
                }
            }
            if rank > 0 {
                board.push('/');
            }
        }
        let fen = format!("{board} {} - - 0 1", if black { 'b' } else { 'w' });
        let rules = if long_range { RuleSet::LongRange } else { RuleSet::Classic };
        if RevesskerGame::from_fen(&fen, RevesskerOptions { rules, resolubility }).is_ok() {
            assert_agree(&fen, rules, resolubility, 3);
        }
    }
}
