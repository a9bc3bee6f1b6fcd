//! Endgame databases for Russian and Brazilian draughts: every position of a few pieces, solved
//! from the engine's own move generator, so the bot and the review know a won ending is won.
//!
//! * `index`: numbering the positions of one material balance ([`Signature`]).
//! * `generate`: solving a balance from the balances its captures and crownings lead to.
//! * `file`: the tables as a compressed file, read block by block.
//! * `verdict`: the compact form of the 5-piece tables (a verdict at fresh counts, no distance).
//! * `shipped`: the files the native apps and the room service carry (up to 5 pieces).
//!
//! A table holds, for each position and its side to move, a [`Value`]: won or lost in so many
//! plies **to the next conversion** (a capture or a crowning, where every counting rule restarts),
//! or unknown. The values are *sure under our draw rules*: a position is won only by a line that
//! converts before any count could draw the game, and each later stage again within its fresh
//! counts (see `docs/endgame-databases.md`). [`Tables::probe`] then checks the distance against
//! the counts as they stand in the game ([`DraughtsGame`]'s own counters), so a win the game's
//! counts would cut short is never claimed. Unknown positions (draws, and wins that need a longer
//! line than one count allows) are left to the search.

pub(crate) mod file;
pub(crate) mod generate;
pub(crate) mod index;
pub(crate) mod shipped;
mod verdict;

pub use file::FileError;
pub use index::{describe, Signature};
pub use shipped::{install_shipped, shipped, ShippedError};

use crate::draughts::game::{fresh_plies_before_a_count, lone_king_on_long_diagonal};
use crate::draughts::{DraughtsGame, Position, Variant};
use index::SignatureMap;
use std::sync::OnceLock;

/// What a table knows of a position, for its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// Won: the side to move converts (or wins) in at most this many plies, whatever the defence.
    Win(u8),
    /// Lost: the opponent converts (or wins) within this many plies; 0 = no move left now.
    Loss(u8),
    /// Won when the counts are fresh, as a conversion leaves the position (or where no count
    /// runs); the distance was not kept (the 5-piece tables keep only this verdict).
    WinAtFreshCounts,
    /// Lost when the counts are fresh (or where no count runs); distance not kept.
    LossAtFreshCounts,
    /// A draw for sure: no line wins even with the counts aside.
    Draw,
    /// Not settled: a win or a loss that some count would cut short, or one that needs the
    /// kings-only count reset by a man's move on the way.
    Unknown,
}

/// A position's outcome for its side to move with every counting rule aside (only the
/// generator needs it: a draw there is a draw under the counts too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    Won,
    Lost,
    Drawn,
}

impl Value {
    const UNKNOWN_BYTE: u8 = 0;
    const DRAW_BYTE: u8 = 255;
    /// The longest distance a table keeps (a byte holds wins 1..=126 and losses 0..=126).
    pub(crate) const MAX_DISTANCE: u8 = 126;

    /// The byte of a distance table (only tables solved in memory are written as bytes, and
    /// they always keep their distances).
    fn to_byte(self) -> u8 {
        match self {
            Value::Win(d) => d,
            Value::Loss(d) => 128 + d,
            Value::Draw => Value::DRAW_BYTE,
            Value::Unknown | Value::WinAtFreshCounts | Value::LossAtFreshCounts => Value::UNKNOWN_BYTE,
        }
    }

    fn from_byte(byte: u8) -> Value {
        match byte {
            Value::UNKNOWN_BYTE => Value::Unknown,
            Value::DRAW_BYTE => Value::Draw,
            1..=127 => Value::Win(byte),
            _ => Value::Loss(byte - 128),
        }
    }
}

/// The solved positions of one material balance.
pub struct Table {
    signature: Signature,
    /// Where Russian 7.2.7 applies (three pieces with a king against a lone king), the plies the
    /// lone king may stand on the long diagonal before the draw: each position with it there has
    /// a value per ply already spent there (`0..limit`); every other position has one.
    diagonal_limit: Option<u32>,
    form: Form,
    store: Store,
    /// Each position's outcome with the counts aside, for the balances solved after this one
    /// (empty for a table read from a file: those are not extended).
    without_counts: Vec<Outcome>,
}

/// What a table keeps of each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Its value with the distance (one byte): checked against the counts as they stand.
    Distances,
    /// Its verdict at fresh counts (two bits; see the `verdict` module).
    Verdicts,
}

/// Where a table's value bytes are.
enum Store {
    /// Solved in this process.
    Memory(Vec<u8>),
    /// Read from a file, inflated block by block.
    File(file::Blocks),
}

impl Table {
    fn in_memory(
        signature: Signature,
        diagonal_limit: Option<u32>,
        values: Vec<u8>,
        without_counts: Vec<Outcome>,
    ) -> Table {
        Table { signature, diagonal_limit, form: Form::Distances, store: Store::Memory(values), without_counts }
    }

    fn from_blocks(signature: Signature, diagonal_limit: Option<u32>, form: Form, blocks: file::Blocks) -> Table {
        Table { signature, diagonal_limit, form, store: Store::File(blocks), without_counts: Vec::new() }
    }

    /// The value bytes, when solved in this process.
    fn memory_values(&self) -> Option<&[u8]> {
        match &self.store {
            Store::Memory(values) => Some(values),
            Store::File(_) => None,
        }
    }

    fn byte(&self, slot: usize) -> u8 {
        match &self.store {
            Store::Memory(values) => values[slot],
            Store::File(blocks) => blocks.byte(slot),
        }
    }

    /// Values kept per position number.
    fn states(&self) -> usize {
        self.diagonal_limit.map_or(1, |limit| limit as usize)
    }

    /// The value of position `index` whose lone king has stood `on_diagonal` plies on the long
    /// diagonal (`None`: not there).
    fn value(&self, index: usize, on_diagonal: Option<u32>) -> Value {
        let spent = match (self.diagonal_limit, on_diagonal) {
            (Some(limit), Some(spent)) if spent >= limit => return Value::Unknown,
            (Some(_), Some(spent)) => spent as usize,
            _ => 0,
        };
        let byte = self.byte(index * self.states() + spent);
        match self.form {
            Form::Distances => Value::from_byte(byte),
            Form::Verdicts => verdict::value_of_code(byte),
        }
    }
}

impl Table {
    pub fn signature(&self) -> Signature {
        self.signature
    }

    pub fn form(&self) -> Form {
        self.form
    }

    /// How many positions it settled: `(won, lost, drawn, unknown)` (numbers naming no position
    /// are not counted), as a game reaches them (with 7.2.7's count, a lone king just arrived on
    /// the diagonal).
    pub fn counts(&self) -> (usize, usize, usize, usize) {
        let (mut won, mut lost, mut drawn, mut unknown) = (0, 0, 0, 0);
        for index in 0..self.signature.size() {
            if self.signature.position(index).is_none() {
                continue;
            }
            match self.value(index, None) {
                Value::Win(_) | Value::WinAtFreshCounts => won += 1,
                Value::Loss(_) | Value::LossAtFreshCounts => lost += 1,
                Value::Draw => drawn += 1,
                Value::Unknown => unknown += 1,
            }
        }
        (won, lost, drawn, unknown)
    }

    /// The longest distance it holds.
    pub fn longest(&self) -> u8 {
        (0..self.signature.size() * self.states())
            .map(|slot| match (self.form, Value::from_byte(self.byte(slot))) {
                (Form::Distances, Value::Win(d) | Value::Loss(d)) => d,
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }
}

/// A known result of a game position, for its side to move, that the game's counts allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// Won, converting within this many plies.
    Win { plies: u8 },
    /// Lost, the opponent converting within this many plies.
    Loss { plies: u8 },
    /// Won, the distance not kept (a 5-piece table, at counts that leave the whole budget).
    WinUnmeasured,
    /// Lost, the distance not kept.
    LossUnmeasured,
    /// Drawn whatever either side plays.
    Draw,
}

/// The tables of one variant, every balance up to some number of pieces.
pub struct Tables {
    variant: Variant,
    max_pieces: u32,
    tables: SignatureMap<Table>,
}

impl Tables {
    /// Solves every balance of `variant` with up to `max_pieces` pieces, fewest first; `progress`
    /// hears each table as it is done.
    pub fn generate(variant: Variant, max_pieces: u32, progress: impl FnMut(&Table)) -> Tables {
        Tables::solve_in_order(variant, Signature::all_up_to(max_pieces), progress)
    }

    /// Solves `targets` and every balance their captures and crownings lead to, fewest first.
    pub fn generate_for(variant: Variant, targets: &[Signature], progress: impl FnMut(&Table)) -> Tables {
        let mut needed: Vec<Signature> = Vec::new();
        let mut open: Vec<Signature> = targets.to_vec();
        while let Some(signature) = open.pop() {
            // One of each pair of colour-swapped balances is solved and kept.
            let signature = if signature.is_kept() { signature } else { signature.colours_swapped() };
            if needed.contains(&signature)
                || signature.0[0] + signature.0[1] == 0
                || signature.0[2] + signature.0[3] == 0
            {
                continue;
            }
            needed.push(signature);
            let [wm, wk, bm, bk] = signature.0;
            // One piece fewer (longer captures follow step by step), or a man crowned.
            for (slot, count) in signature.0.iter().enumerate() {
                if *count > 0 {
                    let mut fewer = signature.0;
                    fewer[slot] -= 1;
                    open.push(Signature(fewer));
                }
            }
            if wm > 0 {
                open.push(Signature([wm - 1, wk + 1, bm, bk]));
            }
            if bm > 0 {
                open.push(Signature([wm, wk, bm - 1, bk + 1]));
            }
        }
        needed.sort_by_key(|s| (s.pieces(), s.men(), s.0));
        Tables::solve_in_order(variant, needed, progress)
    }

    /// Solves `order` (each balance after those it converts into).
    fn solve_in_order(variant: Variant, order: Vec<Signature>, mut progress: impl FnMut(&Table)) -> Tables {
        let max_pieces = order.iter().map(|s| s.pieces()).max().unwrap_or(0);
        let mut tables = Tables { variant, max_pieces, tables: SignatureMap::default() };
        for signature in order.into_iter().filter(|s| s.is_kept()) {
            let table = crate::with_rules!(variant, R => generate::solve::<R>(variant, signature, &tables));
            progress(&table);
            tables.tables.insert(signature, table);
        }
        tables
    }

    pub(crate) fn variant(&self) -> Variant {
        self.variant
    }

    /// The same tables without the balances of more than `max_pieces` pieces (to measure what
    /// the larger ones add, or to check them against a search that does not know them).
    pub fn up_to(mut self, max_pieces: u32) -> Tables {
        self.tables.retain(|signature, _| signature.pieces() <= max_pieces);
        self.max_pieces = self.max_pieces.min(max_pieces);
        self
    }

    pub fn max_pieces(&self) -> u32 {
        self.max_pieces
    }

    /// The table's value of `pos` as a conversion leaves it (a lone king on the long diagonal
    /// just arrived there); Unknown when its balance has no table.
    pub fn value_of(&self, pos: &Position) -> Value {
        self.value_with(pos, lone_king_on_long_diagonal(pos).then_some(0))
    }

    /// The outcome of `pos` with the counts aside (a side with no piece has lost). Every balance a
    /// conversion reaches is solved before the balance it leaves, so the table is there.
    pub(crate) fn outcome_without_counts(&self, pos: &Position) -> Outcome {
        if pos.pieces[pos.side.index()] == 0 {
            return Outcome::Lost;
        }
        let (table, turned) = self.table_for(pos).expect("balances are solved before those converting into them");
        let index = table.signature.index(&turned);
        match table.without_counts.get(index) {
            Some(&outcome) => outcome,
            // A table read from a file keeps only its count-safe values.
            None => match self.value_of(pos) {
                Value::Win(_) | Value::WinAtFreshCounts => Outcome::Won,
                Value::Loss(_) | Value::LossAtFreshCounts => Outcome::Lost,
                Value::Draw | Value::Unknown => Outcome::Drawn,
            },
        }
    }

    /// The value of `pos` whose lone king has stood `on_diagonal` plies on the long diagonal.
    fn value_with(&self, pos: &Position, on_diagonal: Option<u32>) -> Value {
        match self.table_for(pos) {
            Some((table, turned)) => match table.form {
                Form::Distances => table.value(table.signature.index(&turned), on_diagonal),
                // Positions that must capture are not kept: read one ply deeper.
                Form::Verdicts => verdict::capture_value(self, pos)
                    .unwrap_or_else(|| table.value(table.signature.index(&turned), on_diagonal)),
            },
            None => Value::Unknown,
        }
    }

    /// The table holding `pos`, and `pos` as that table numbers it: itself, or with its colours
    /// swapped when the table kept is its balance's twin.
    fn table_for(&self, pos: &Position) -> Option<(&Table, Position)> {
        let signature = Signature::of(pos);
        match self.tables.get(&signature) {
            Some(table) => Some((table, *pos)),
            None => self.tables.get(&signature.colours_swapped()).map(|table| (table, pos.colours_swapped())),
        }
    }

    /// What the tables know of `game`'s current position that its counts, as they stand, allow:
    /// a win or loss whose conversion comes before any count could draw. `None` for another
    /// variant, a balance not in the tables, an unsettled position, or a line longer than the
    /// counts leave.
    pub fn probe(&self, game: &DraughtsGame) -> Option<Known> {
        if game.variant() != self.variant {
            return None;
        }
        let value = self.value_with(game.position(), game.plies_on_long_diagonal());
        let left = game.plies_before_a_count();
        let fits = |plies: u8| left.is_none_or(|left| u32::from(plies) <= left);
        // A verdict holds while the counts leave at least what they leave fresh.
        let whole_budget = || match (left, fresh_plies_before_a_count(self.variant, game.position())) {
            (None, _) => true,
            (Some(now), Some(fresh)) => now >= fresh,
            (Some(_), None) => false,
        };
        match value {
            Value::Loss(0) => Some(Known::Loss { plies: 0 }),
            Value::Draw => Some(Known::Draw),
            Value::Win(plies) if fits(plies) => Some(Known::Win { plies }),
            Value::Loss(plies) if fits(plies) => Some(Known::Loss { plies }),
            Value::WinAtFreshCounts if whole_budget() => Some(Known::WinUnmeasured),
            Value::LossAtFreshCounts if whole_budget() => Some(Known::LossUnmeasured),
            _ => None,
        }
    }

    /// Every table, fewest pieces first.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        let mut all: Vec<&Table> = self.tables.values().collect();
        all.sort_by_key(|t| (t.signature.pieces(), t.signature.men(), t.signature.0));
        all.into_iter()
    }
}

/// What the endgame tables know of a position for sure, as the review shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theory {
    /// Won for this side, whatever the defence (within the draw counts as they stand).
    Win(crate::game::Side),
    /// Drawn whatever either side plays.
    Draw,
}

/// What the installed tables know of `game`'s current position (`None` for Revessker, a
/// variant without installed tables, more pieces than they hold, or an unsettled position).
pub(crate) fn theory_of(game: &crate::any::AnyGame) -> Option<Theory> {
    let crate::any::AnyGame::Draughts(game) = game else { return None };
    let tables = installed(game.variant())?;
    if game.material().iter().sum::<u32>() > tables.max_pieces() {
        return None;
    }
    let to_move = crate::game::Game::side_to_move(game);
    Some(match tables.probe(game)? {
        Known::Win { .. } | Known::WinUnmeasured => Theory::Win(to_move),
        Known::Loss { .. } | Known::LossUnmeasured => Theory::Win(to_move.opponent()),
        Known::Draw => Theory::Draw,
    })
}

/// The tables every search of the process consults, one set per variant (Russian, Brazilian).
static INSTALLED: [OnceLock<Tables>; 2] = [OnceLock::new(), OnceLock::new()];

fn slot(variant: Variant) -> Option<usize> {
    match variant {
        Variant::Russian => Some(0),
        Variant::Brazilian => Some(1),
        Variant::English => None,
    }
}

/// Makes `tables` the ones every search of this process consults for their variant (the bot,
/// hints, the review, the room service's bots). Once per variant: a second set is handed back.
pub fn install(tables: Tables) -> Result<(), Tables> {
    match slot(tables.variant) {
        Some(slot) => INSTALLED[slot].set(tables),
        None => Err(tables),
    }
}

/// The tables installed for `variant`, if any (what the search asks at every node: one load).
pub fn installed(variant: Variant) -> Option<&'static Tables> {
    INSTALLED[slot(variant)?].get()
}

#[cfg(test)]
mod tests;
