//! # plyyard-engine
//!
//! The only place where the rules of Ply Yard's games live: move generation, notation (FEN, PDN,
//! move text), game-end and draw rules. No I/O, no UI. The app, the bot and the room service ask
//! this crate; they never re-implement a rule.
//!
//! ## The vocabulary
//! The modules are private. What the app, the protocol, the rooms, the server and this crate's own
//! tests, examples and benches name is re-exported here, flat, as shakmaty does
//! (`use plyyard_engine::{AnyGame, GameKind, Side};`); everything else is `pub(crate)`, and
//! `#![warn(unreachable_pub)]` keeps it so. A type that a public signature mentions is re-exported
//! too, so every signature can be written down by a caller.
//!
//! * **Every game** (`src/game.rs`, `src/square.rs`): the one game interface, [`Game`], and the
//!   value types it speaks in: [`Side`], [`Outcome`], [`GameResult`], [`EndReason`], the draw
//!   counters ([`DrawRule`], [`DrawCounter`]), move descriptions ([`MoveView`],
//!   [`PieceOnSquare`]), the errors of a move ([`IllegalMove`], [`ParseMoveError`],
//!   [`Illegality`]); and [`Square`], a square of the 8x8 board with its algebraic name and PDN
//!   number.
//! * **A game of any kind** (`src/any.rs`, `src/kind.rs`): [`AnyGame`] and [`AnyMove`], one type
//!   for a game of any kind, as the app and server hold it, made from [`GameOptions`];
//!   [`GameKind`] and the table of games, [`GAMES`] ([`GameInfo`]: slug, icon, names, rules page),
//!   from which the app draws every list of games; records read and written ([`ImportError`],
//!   [`split_records`], [`RecordPart`]).
//! * **Russian and Brazilian draughts** (`src/draughts/`): [`DraughtsGame`] on a 32-square
//!   bitboard, one rules table per [`Variant`]; its notation ([`SquareStyle`],
//!   [`restyle_move_text`]) and records ([`PdnGame`], [`FenError`]); and the bare board for the
//!   move generator's checks ([`DraughtsPosition`], [`draughts_perft`], [`parse_draughts_fen`]).
//! * **Revessker** (`src/revessker/`): chess, checkers and conversion on a mailbox with bitboards:
//!   [`RevesskerGame`] with its [`RevesskerOptions`] ([`RuleSet`]), its record's errors, and
//!   [`revessker_perft`].
//! * **A record's marks and comments** (`src/annotation.rs`): [`Annotation`] (NAGs and comments on
//!   moves, for PDN and PGN), [`split_mark`], [`with_mark`].
//! * **The bot** (`src/search/`): one alpha-beta search over any [`Game`] that is also
//!   [`Searchable`]. [`Level`] is one of the eight playing levels ([`play_level`],
//!   [`play_level_kept`]); [`Searcher`] searches within [`SearchLimits`]; [`start_search`] runs a
//!   search on a worker thread and returns at once; a [`Score`] beyond [`MATE_BOUND`] is a mate,
//!   near [`KNOWN_WIN`] a win the endgame tables know. [`SplitMix64`] is the small seeded random
//!   generator of the bot's choices (and of the tools').
//!
//! Four areas keep a namespace, a public module of re-exports and their own items, because their
//! callers name them by it and their words read right only after it: `endgame::shipped` beside
//! `puzzles::shipped`, `endgame::install`, `review::annotate`, `review::CAP`, `puzzles::judge`.
//! * [`endgame`]: the endgame databases of every draughts position with a few pieces, solved from
//!   the move generator and sure under the draw counts ([`endgame::install_shipped`],
//!   [`endgame::Theory`]).
//! * [`puzzles`]: the puzzles (🧩 Golpes), below.
//! * [`review`]: the review of a game (📈 Análise): each move's loss and mark
//!   ([`review::Analyser`], [`review::Review`], [`review::Mark`]), and the review written into a
//!   record and read back ([`review::annotate`], [`review::read_note`]).
//! * [`eval`]: the evaluations' weights and the draughts pattern tables, which only the tuner
//!   (`examples/tune`) and the tests of the endgame scores reach into.
//!
//! Inside the crate an item is named by its module (`crate::draughts::DraughtsGame`, not
//! `crate::DraughtsGame`), so the imports still show which part leans on which.
//!
//! ## The bot, from a caller
//! The app and the room service start a search on a worker thread and wait for it on a thread of
//! their own; the UI never blocks, and a search can be cancelled at any time
//! ([`SearchHandle::cancel_handle`]).
//!
//! ```
//! use plyyard_engine::{start_search, AnyGame, GameKind, GameOptions, Level, SearchRequest};
//!
//! let game = AnyGame::new(&GameOptions::new(GameKind::Russian));
//! let handle = start_search(&game, SearchRequest::Level { level: Level::new(3).unwrap(), seed: 42 });
//! // The app waits on a thread of its own, never on the UI's.
//! let result = handle.wait().unwrap();
//! assert!(result.best_move.is_some());
//! ```
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
//! The compiler and the tests find most places a new game needs: a [`GameKind`] variant
//! without its row in [`GAMES`] fails `kind::tests::every_variant_of_game_kind_has_its_row_in_the_table`;
//! the `match`es on a kind (the wire's names in the protocol crate, the shipped puzzle file, the
//! puzzle id prefix, the app's example positions) stop compiling; a game without its
//! [`AnyGame`] arm fails `any::tests` (each kind makes a game of its own kind, its record
//! format agrees with its columns); a game without shipped puzzles fails `puzzles::tests`; and the
//! app's `every_game_has_its_badge_rules_lessons_and_puzzles_in_the_app` (`tests/app/components/every_game.rs`)
//! fails until it has its lessons and its puzzles. Its name and its rules page in every language
//! are fields of the app's `PerGame` (`src/i18n.rs`), so each language folder
//! (`src/i18n/<lang>/mod.rs`, `rules/<rules page>.txt`) stops compiling until it has them.
//!
//! What no test can ask for, to write by hand:
//! 1. **Its module**, `src/<game>/`, beside `src/draughts/` and `src/revessker/`: a game type that
//!    implements [`Game`] (with [`Game::legal_paths`] and [`Game::in_check`] if its moves have
//!    several paths or it has check), its FEN, move text and record; and its [`Searchable`]
//!    impl in `src/search/eval/<game>.rs`. Declare it here with a private `mod`, and re-export
//!    below what callers name (its game, move and options types); `unreachable_pub` then shows
//!    what else was left `pub`.
//! 2. **`src/any.rs`**: a variant of [`AnyGame`] and of [`AnyMove`], one line in each arm
//!    of the `dispatch!` macro, and the new game's arm in `AnyGame::new`, `from_fen`, `import`,
//!    `export`, `kind` and `options` (`new` and `kind` tell games apart by their draughts
//!    variant: a second game that is not draughts needs its own arm there).
//! 3. **The columns of its row** in [`GAMES`] (rule set, piece legend, promotion choice,
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
pub use square::{ParseSquareError, Square, SquareIndexError};

// A game of any kind, and the table of games.
pub use any::{split_records, AnyGame, AnyMove, GameOptions, ImportError, ImportedRecord};
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
pub use revessker::perft::{
    divide as revessker_divide, perft as revessker_perft, perft_playing_leaves as revessker_perft_playing_leaves,
};
pub use revessker::{
    MoveListError, PieceGroup, RecordError, RevesskerFenError, RevesskerGame, RevesskerMove, RevesskerOptions, RuleSet,
    START_FEN as REVESSKER_START_FEN,
};

// The bot.
pub use rng::SplitMix64;
pub use search::{
    cap_search_threads, is_known_result_score, is_mate_score, mate_in_plies, play_level, play_level_kept,
    play_level_within, start_search, CancelHandle, Level, LevelError, LevelPlan, Pruning, QuiescenceMoves,
    RootMoveScore, Score, SearchHandle, SearchInfo, SearchLimits, SearchRequest, SearchResult, Searchable, Searcher,
    WorkerGone, KNOWN_WIN, MATE, MATE_BOUND, MEASURED_WIN_SPAN,
};

pub mod eval {
    //! The evaluations' weights and the draughts pattern tables, for the tuner (`examples/tune`):
    //! [`DraughtsWeights`] and [`RevesskerWeights`] with the evaluations they drive
    //! ([`evaluate_draughts_with`], [`evaluate_revessker_with`]), and the [`PatternTable`] of the
    //! draughts patterns of men (`src/search/eval/draughts/patterns.rs`).
    pub use crate::search::eval::draughts::patterns::{
        full_board_share, of_game as pattern_windows, Layout, PatternFileError, PatternTable, ALL_WINDOWS,
        ARRANGEMENTS, PHASE_PIECES,
    };
    pub use crate::search::eval::draughts::{
        ending_scale_percent, evaluate_with as evaluate_draughts_with,
        evaluate_with_patterns as evaluate_draughts_with_patterns, DraughtsWeights, CONVERSION_STEP,
        ENDING_SCALE_STEPS,
    };
    pub use crate::search::eval::revessker::{evaluate_with as evaluate_revessker_with, RevesskerWeights};
}
