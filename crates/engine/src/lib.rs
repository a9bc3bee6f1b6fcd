//! # plyyard-engine
//!
//! The only place where the rules of Ply Yard's games live: move generation, notation (FEN, PDN,
//! move text), game-end and draw rules. No I/O, no UI. The app, the bot and the room service ask
//! this crate; they never re-implement a rule.
//!
//! * [`draughts`]: Russian and Brazilian draughts on a 32-square bitboard, one rules table per
//!   variant ([`draughts::Rules`]).
//! * [`any`]: [`any::AnyGame`], one type for a game of any kind, as the app and server hold it.
//! * [`game`]: the one game interface ([`game::Game`]) shared by every game, and the value types it
//!   speaks in (sides, results, draw counters, move descriptions).
//! * [`revessker`]: Revessker, chess and checkers with conversion, on a mailbox with bitboards.
//! * [`kind`]: [`any::GameKind`] and the table of games ([`kind::GAMES`]: slug, icon, names, rules
//!   page), from which the app draws every list of games.
//! * [`square`]: [`Square`], a square of the 8x8 board with its algebraic name and PDN number.
//! * [`search`]: the bot, one alpha-beta search over any [`Game`] that is also
//!   [`search::Searchable`].
//! * [`endgame`]: endgame databases of every draughts position with a few pieces, solved from the
//!   move generator and sure under the draw counts.
//! * [`review`]: the review of a game (📈 Análise): each move's loss and mark.
//! * [`annotation`]: a record's marks (NAGs) and comments on moves, for PDN and PGN.
//! * [`rng`]: a small seeded random generator for the bot's choices.
//! * [`puzzles`]: the puzzles (🧩 Golpes), positions with one winning shot found in self-play and
//!   proved by a deeper search; the curated sets ship inside the crate.
//!
//! ## Puzzles
//! A [`puzzles::Puzzle`] is a position, its whole solution line in the engine's move text, the
//! refutation of every wrong move at each step, a rating, and the proof (the search that shows the
//! key move is the only winner, by its margin) with the self-play game it came from. The app:
//! * reads a set with [`puzzles::shipped()`]`(kind)` (Russian and Brazilian a few hundred each,
//!   Revessker a few mates), embedded from `crates/engine/puzzles/*.txt`;
//! * after each of the player's moves asks [`puzzles::judge()`]`(puzzle, played, candidate)`:
//!   [`puzzles::Verdict::Correct`] with the defence to play, `Solved`, or `Wrong` with the
//!   refutation to show; no search runs on the phone;
//! * keeps a [`puzzles::Progress`] per game (the player's rating, solved and failed ids) and
//!   calls [`puzzles::Progress::record`] after each attempt and [`puzzles::Progress::next`] for the
//!   next puzzle.
//!
//! The sets are made by `cargo run --release -p plyyard-engine --example puzzles -- generate`
//! (self-play, scan, proof) and `curate`; `make puzzles-verify` re-proves every shipped puzzle with
//! [`puzzles::verify()`], and the tests re-prove a sample.
//!
//! ## Adding a game
//! The compiler and the tests find most places a new game needs: a [`any::GameKind`] variant
//! without its row in [`kind::GAMES`] fails `kind::tests::every_variant_of_game_kind_has_its_row_in_the_table`;
//! the `match`es on a kind (the wire's names in the protocol crate, the shipped puzzle file, the
//! puzzle id prefix, the app's example positions) stop compiling; a game without its
//! [`any::AnyGame`] arm fails `any::tests` (each kind makes a game of its own kind, its record
//! format agrees with its columns); a game without shipped puzzles fails `puzzles::tests`; and the
//! app's `every_game_has_its_badge_rules_lessons_and_puzzles_in_the_app` (`tests/app/components/every_game.rs`)
//! fails until it has its lessons and its puzzles. Its name and its rules page in every language
//! are fields of the app's `PerGame` (`src/i18n.rs`), so each language folder
//! (`src/i18n/<lang>/mod.rs`, `rules/<rules page>.txt`) stops compiling until it has them.
//!
//! What no test can ask for, to write by hand:
//! 1. **Its module**, `src/<game>/`, beside [`draughts`] and [`revessker`]: a game type that
//!    implements [`Game`] (with [`Game::legal_paths`] and [`Game::in_check`] if its moves have
//!    several paths or it has check), its FEN, move text and record; and its [`search::Searchable`]
//!    impl in `src/search/eval/<game>.rs`.
//! 2. **`src/any.rs`**: a variant of [`any::AnyGame`] and of [`any::AnyMove`], one line in each arm
//!    of the `dispatch!` macro, and the new game's arm in `AnyGame::new`, `from_fen`, `import`,
//!    `export`, `kind` and `options` (`new` and `kind` tell games apart by their draughts
//!    variant: a second game that is not draughts needs its own arm there).
//! 3. **The columns of its row** in [`kind::GAMES`] (rule set, piece legend, promotion choice,
//!    numbered squares, record format) must say what the game is: the tests check that they are
//!    consistent, not that they are true.

#![warn(unreachable_pub)]

mod annotation;
mod any;
mod draughts;
pub mod endgame;
mod game;
mod kind;
pub mod puzzles;
mod revessker;
pub mod review;
mod rng;
mod search;
mod square;

// Every game: the one interface, its value types, the board's squares.
pub use game::{
    DrawCounter, DrawRule, EndReason, ForeignMove, Game, GameResult, IllegalMove, Illegality, MoveView, Outcome,
    ParseMoveError, PieceKind, PieceOnSquare, RecordPart, Side, TagProblem, REPETITIONS_FOR_DRAW,
};
pub use square::Square;

// A game of any kind, and the table of games.
pub use any::{split_records, AnyGame, AnyMove, GameOptions, ImportError};
pub use kind::{GameInfo, GameKind, RecordFormat, GAMES};

// A record's marks and comments.
pub use annotation::{split_mark, with_mark, Annotation};

// Russian and Brazilian draughts; the bare board and its perft for the move generator's checks.
pub use draughts::{
    bit_of_file_rank, divide as draughts_divide, file_rank_of_bit, parse_fen as parse_draughts_fen,
    perft as draughts_perft, restyle_move_text, write_fen as write_draughts_fen, DraughtsGame, DraughtsMove, FenError,
    FenErrorKind, FenExtras, PdnError, PdnGame, Position as DraughtsPosition, PositionError, SquareStyle, Variant,
};

// Revessker.
pub use revessker::{
    divide as revessker_divide, perft as revessker_perft, perft_playing_leaves as revessker_perft_playing_leaves,
    MoveListError, PieceGroup, RecordError, RevesskerFenError, RevesskerGame, RevesskerMove, RevesskerOptions, RuleSet,
    START_FEN as REVESSKER_START_FEN,
};

// The bot.
pub use rng::SplitMix64;
pub use search::{
    cap_search_threads, is_known_result_score, is_mate_score, mate_in_plies, play_level, play_level_kept,
    play_level_within, start_search, CancelHandle, Level, LevelError, Pruning, QuiescenceMoves, Score, SearchHandle,
    SearchInfo, SearchLimits, SearchRequest, SearchResult, Searchable, Searcher, WorkerGone, KNOWN_WIN, MATE,
    MATE_BOUND, MEASURED_WIN_SPAN,
};

pub mod eval {
    //! The evaluations' weights and the draughts pattern tables, for the tuner (`examples/tune`).
    pub use crate::search::eval::draughts::patterns::{
        full_board_share, of_game as pattern_windows, Layout, PatternTable, ALL_WINDOWS, ARRANGEMENTS, PHASE_PIECES,
    };
    pub use crate::search::eval::draughts::{
        ending_scale_percent, evaluate_with as evaluate_draughts_with,
        evaluate_with_patterns as evaluate_draughts_with_patterns, DraughtsWeights, CONVERSION_STEP,
        ENDING_SCALE_STEPS,
    };
    pub use crate::search::eval::revessker::{evaluate_with as evaluate_revessker_with, RevesskerWeights};
}
