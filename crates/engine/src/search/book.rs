//! The draughts opening book: positions of the first plies with the moves our own deep searches
//! found within a few hundredths of a man of the best (built by `examples/book.rs` into
//! `crates/engine/book/`, one file per variant, read with `include_str!` on every platform).
//!
//! Its job is variety and sound first moves: without it the strong levels would play every game
//! from the start the same way. The book is keyed by position, so a transposed move order finds it
//! too. A level asks with a margin: a move is a candidate when its score is within that margin of
//! the position's best, and one is picked at random (from the level's seed). Weaker levels take a
//! wider margin, so they vary more and play a little worse.

use crate::draughts::{DraughtsGame, DraughtsMove, Variant};
use crate::game::Game;
use crate::rng::SplitMix64;
use crate::search::Score;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The book file of each variant, as built.
const RUSSIAN_BOOK: &str = include_str!("../../book/russian.book");
const BRAZILIAN_BOOK: &str = include_str!("../../book/brazilian.book");

/// A book: for each position (its FEN), the book moves as written and their scores, best first.
pub(crate) type Book = HashMap<String, Vec<(String, Score)>>;

/// Why a line of a book file was not read.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum BookError {
    #[error("line {line}: a position and its moves are separated by a tab")]
    NoTab { line: usize },
    #[error("line {line}: {entry:?} is not a move and a score")]
    BadEntry { line: usize, entry: String },
}

/// Reads a book file (`FEN<TAB>MOVE SCORE,MOVE SCORE…` lines). The moves are checked against the
/// rules only when they are used: the position is needed for that.
pub(crate) fn parse_book(text: &str) -> Result<Book, BookError> {
    let mut book = Book::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let (fen, moves) = raw.split_once('\t').ok_or(BookError::NoTab { line })?;
        let mut parsed = Vec::new();
        for entry in moves.split(',') {
            let bad = || BookError::BadEntry { line, entry: entry.to_string() };
            let (mv, score) = entry.trim().split_once(' ').ok_or_else(bad)?;
            parsed.push((mv.to_string(), score.parse::<Score>().map_err(|_| bad())?));
        }
        parsed.sort_by_key(|(_, score)| -score);
        book.insert(fen.to_string(), parsed);
    }
    Ok(book)
}

/// The shipped book of `variant` (empty for a variant without one, or if its file were damaged: the levels then simply search,
/// and a test keeps the shipped files readable).
pub(crate) fn shipped(variant: Variant) -> &'static Book {
    static RUSSIAN: LazyLock<Book> = LazyLock::new(|| parse_book(RUSSIAN_BOOK).unwrap_or_default());
    static BRAZILIAN: LazyLock<Book> = LazyLock::new(|| parse_book(BRAZILIAN_BOOK).unwrap_or_default());
    static NONE: LazyLock<Book> = LazyLock::new(Book::new);
    match variant {
        Variant::Russian => &RUSSIAN,
        Variant::Brazilian => &BRAZILIAN,
        // The lessons compare positions under English rules; nobody plays it against the bot.
        Variant::English => &NONE,
    }
}

/// A book move for `game`: one of the moves within `margin` of the best in the book's entry for
/// the current position, picked with `seed`; `None` out of the book.
pub(crate) fn book_move(game: &DraughtsGame, seed: u64, margin: Score) -> Option<DraughtsMove> {
    choose(shipped(game.variant()), game, seed, margin)
}

fn choose(book: &Book, game: &DraughtsGame, seed: u64, margin: Score) -> Option<DraughtsMove> {
    let entries = book.get(&game.fen())?;
    let best = entries.first()?.1;
    // Only moves that are legal here: a book never makes the bot play against the rules.
    let legal = game.legal_moves();
    let candidates: Vec<DraughtsMove> = entries
        .iter()
        .filter(|(_, score)| *score >= best - margin)
        .filter_map(|(text, _)| game.parse_move(text).ok())
        .filter(|mv| legal.contains(mv))
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let mut rng = SplitMix64::new(seed ^ 0xB00C);
    Some(candidates[rng.below(candidates.len() as u64) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_books_are_read_whole_and_every_move_is_legal_where_it_stands() {
        for (variant, text) in [(Variant::Russian, RUSSIAN_BOOK), (Variant::Brazilian, BRAZILIAN_BOOK)] {
            let book = parse_book(text).expect("the shipped book reads");
            assert_eq!(book.len(), text.lines().filter(|l| !l.trim().is_empty()).count());
            assert!(book.len() >= 100, "{variant:?}: only {} positions", book.len());
            let start = DraughtsGame::new(variant);
            assert!(book.contains_key(&start.fen()), "{variant:?}: the start position is in the book");
            for (fen, moves) in &book {
                let game = DraughtsGame::from_fen(variant, fen).expect("a book position is a position");
                for (text, _) in moves {
                    let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{variant:?} {fen} {text}: {e}"));
                    assert!(game.legal_moves().contains(&mv), "{variant:?} {fen}: {text} is not legal");
                }
            }
        }
    }

    #[test]
    fn a_wider_margin_varies_more_and_a_position_out_of_the_book_has_no_move() {
        let book = parse_book(
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\t22-18 10,23-19 4,24-20 -30\n",
        )
        .unwrap();
        let game = DraughtsGame::new(Variant::Russian);
        let picks = |margin| -> std::collections::HashSet<String> {
            (0..64).filter_map(|seed| choose(&book, &game, seed, margin)).map(|m| game.move_to_text(m)).collect()
        };
        assert_eq!(picks(0), ["22-18".to_string()].into());
        assert_eq!(picks(10), ["22-18".to_string(), "23-19".to_string()].into());
        assert_eq!(picks(100).len(), 3);
        let mut after = game.clone();
        after.play(after.parse_move("22-18").unwrap()).unwrap();
        assert_eq!(choose(&book, &after, 1, 100), None);
    }

    #[test]
    fn a_damaged_book_line_is_refused_with_its_number() {
        let fen = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
        assert_eq!(parse_book(&format!("{fen}\t22-18 10\n{fen} 22-18 10\n")), Err(BookError::NoTab { line: 2 }));
        assert_eq!(
            parse_book(&format!("{fen}\t22-18 ten\n")),
            Err(BookError::BadEntry { line: 1, entry: "22-18 ten".into() })
        );
        // A move the rules refuse is never chosen.
        let book = parse_book(&format!("{fen}\t22-19 10\n")).unwrap();
        assert_eq!(choose(&book, &DraughtsGame::new(Variant::Russian), 1, 100), None);
    }
}
