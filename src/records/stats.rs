//! The player's statistics over the kept games ([`GameSummary`] list): wins, draws and losses per
//! game and per bot level, the highest level beaten, and the results month by month (for a small
//! chart). Pure: the screen hands it the list and the current time.
//!
//! A result counts from this phone's player's side (`GameSource::my_side`): games face to face,
//! imported or watched have no such player and are only counted as [`Statistics::without_player`].
//! Months are calendar months of the player's time zone (`super::dates`).

use super::dates::{local_date, UtcOffset};
use super::record::{GameSource, GameSummary};
use plyyard_engine::{GameKind, Outcome};
use std::collections::BTreeMap;

/// How one game went for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlayerResult {
    Won,
    Drew,
    Lost,
    /// Left before the end (or kept with no result).
    Unfinished,
}

impl PlayerResult {
    /// The result of `game` for this phone's player; `None` when the game had no such player.
    pub(crate) fn of(game: &GameSummary) -> Option<PlayerResult> {
        let me = game.source.my_side()?;
        Some(match game.ending.outcome() {
            None => PlayerResult::Unfinished,
            Some(Outcome::Draw) => PlayerResult::Drew,
            Some(Outcome::Win(winner)) if winner == me => PlayerResult::Won,
            Some(Outcome::Win(_)) => PlayerResult::Lost,
        })
    }
}

/// Results counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub unfinished: u32,
}

impl Tally {
    pub(crate) fn add(&mut self, result: PlayerResult) {
        match result {
            PlayerResult::Won => self.wins += 1,
            PlayerResult::Drew => self.draws += 1,
            PlayerResult::Lost => self.losses += 1,
            PlayerResult::Unfinished => self.unfinished += 1,
        }
    }

    /// Games with a result.
    pub(crate) fn finished(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score in percent (a win 1, a draw ½), rounded; `None` with no finished game.
    pub(crate) fn score_percent(&self) -> Option<u32> {
        let finished = self.finished();
        (finished > 0).then(|| (200 * self.wins + 100 * self.draws + finished) / (2 * finished))
    }
}

/// One game's statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct KindStatistics {
    pub kind: GameKind,
    /// Every game with a player, the bot's and the rooms'.
    pub all: Tally,
    /// Against the bot, by level number, weakest first.
    pub by_level: BTreeMap<u8, Tally>,
    /// The highest bot level won against.
    pub highest_level_beaten: Option<u8>,
}

/// A calendar month's results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MonthTally {
    pub year: i32,
    /// 1 to 12.
    pub month: u32,
    pub tally: Tally,
}

/// Everything the statistics show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Statistics {
    /// Every game with a player.
    pub total: Tally,
    /// The games played, in the engine's order of games (only those with a game kept).
    pub kinds: Vec<KindStatistics>,
    /// The last months, oldest first, the current one last (empty months included).
    pub months: Vec<MonthTally>,
    /// Kept games with no player of this phone's (face to face, imported, watched).
    pub without_player: u32,
}

/// The statistics of `games` over the `months` calendar months up to the one of `now_ms`, months
/// as the player's clocks count them (`offset` from UTC).
pub(crate) fn statistics(games: &[GameSummary], months: usize, now_ms: u64, offset: UtcOffset) -> Statistics {
    let mut stats = Statistics { months: months_up_to(local_date(now_ms, offset), months), ..Statistics::default() };
    let mut kinds: BTreeMap<usize, KindStatistics> = BTreeMap::new();
    for game in games {
        let Some(result) = PlayerResult::of(game) else {
            stats.without_player += 1;
            continue;
        };
        stats.total.add(result);
        let order = GameKind::ALL.iter().position(|k| *k == game.kind).unwrap_or(usize::MAX);
        let kind = kinds.entry(order).or_insert_with(|| KindStatistics {
            kind: game.kind,
            all: Tally::default(),
            by_level: BTreeMap::new(),
            highest_level_beaten: None,
        });
        kind.all.add(result);
        if let GameSource::VsBot { level, .. } = game.source {
            kind.by_level.entry(level).or_default().add(result);
            if result == PlayerResult::Won {
                kind.highest_level_beaten = kind.highest_level_beaten.max(Some(level));
            }
        }
        let (year, month, _) = local_date(game.ended_at_ms, offset);
        if let Some(slot) = stats.months.iter_mut().find(|m| (m.year, m.month) == (year, month)) {
            slot.tally.add(result);
        }
    }
    stats.kinds = kinds.into_values().collect();
    stats
}

/// The `count` calendar months ending with the one of `today`, oldest first, with no games yet.
fn months_up_to(today: (i32, u32, u32), count: usize) -> Vec<MonthTally> {
    let (mut year, mut month, _) = today;
    let mut months = Vec::with_capacity(count);
    for _ in 0..count {
        months.push(MonthTally { year, month, tally: Tally::default() });
        (year, month) = if month == 1 { (year - 1, 12) } else { (year, month - 1) };
    }
    months.reverse();
    months
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::record::{Ending, Opponent};
    use plyyard_engine::{EndReason, GameResult, Side};

    /// 2026-03-15 12:00 UTC.
    const MARCH_2026: u64 = 1_773_576_000_000;
    const UTC: UtcOffset = |_| 0;
    const DAY: u64 = 86_400_000;

    fn game(kind: GameKind, source: GameSource, outcome: Option<Outcome>, ended_at_ms: u64) -> GameSummary {
        let ending = match outcome {
            Some(outcome) => Ending::Over(GameResult { outcome, reason: EndReason::NoLegalMoves }),
            None => Ending::Left,
        };
        GameSummary { id: ended_at_ms, ended_at_ms, kind, source, ending, plies: 40, reviewed: false }
    }

    fn bot(level: u8, human: Side) -> GameSource {
        GameSource::VsBot { human, level }
    }

    /// A fixed list: Brazilian against the bot at levels 2, 3 and 5, one online Russian game, one
    /// face to face; spread over March, February and last December.
    fn fixed_list() -> Vec<GameSummary> {
        let white = Some(Outcome::Win(Side::White));
        let black = Some(Outcome::Win(Side::Black));
        let draw = Some(Outcome::Draw);
        let online = GameSource::Online { room: "K7QM2X".into(), me: Some(Side::Black), opponent: Opponent::Nobody };
        vec![
            game(GameKind::Brazilian, bot(3, Side::White), white, MARCH_2026),
            game(GameKind::Brazilian, bot(5, Side::Black), black, MARCH_2026 - DAY),
            game(GameKind::Brazilian, bot(5, Side::White), black, MARCH_2026 - 2 * DAY),
            game(GameKind::Brazilian, bot(2, Side::White), draw, MARCH_2026 - 30 * DAY),
            game(GameKind::Brazilian, bot(3, Side::White), None, MARCH_2026 - 31 * DAY),
            game(GameKind::Russian, online, white, MARCH_2026 - 95 * DAY),
            game(GameKind::Revessker, GameSource::FaceToFace, white, MARCH_2026),
        ]
    }

    #[test]
    fn results_per_game_and_level_and_the_highest_level_beaten() {
        let stats = statistics(&fixed_list(), 6, MARCH_2026, UTC);
        assert_eq!(stats.total, Tally { wins: 2, draws: 1, losses: 2, unfinished: 1 });
        assert_eq!(stats.without_player, 1, "the face-to-face game");
        let kinds: Vec<_> = stats.kinds.iter().map(|k| k.kind).collect();
        assert_eq!(kinds, [GameKind::Brazilian, GameKind::Russian], "the engine's order, games played only");
        let brazilian = &stats.kinds[0];
        assert_eq!(brazilian.all, Tally { wins: 2, draws: 1, losses: 1, unfinished: 1 });
        assert_eq!(brazilian.highest_level_beaten, Some(5));
        let levels: Vec<_> = brazilian.by_level.iter().map(|(l, t)| (*l, t.wins, t.draws, t.losses)).collect();
        assert_eq!(levels, [(2, 0, 1, 0), (3, 1, 0, 0), (5, 1, 0, 1)]);
        let russian = &stats.kinds[1];
        assert_eq!((russian.all.losses, russian.highest_level_beaten), (1, None), "lost online as Black");
        assert!(russian.by_level.is_empty());
    }

    #[test]
    fn months_run_oldest_first_with_the_empty_ones() {
        let stats = statistics(&fixed_list(), 6, MARCH_2026, UTC);
        let months: Vec<_> =
            stats.months.iter().map(|m| (m.year, m.month, m.tally.wins, m.tally.losses, m.tally.draws)).collect();
        assert_eq!(
            months,
            [
                (2025, 10, 0, 0, 0),
                (2025, 11, 0, 0, 0),
                (2025, 12, 0, 1, 0),
                (2026, 1, 0, 0, 0),
                (2026, 2, 0, 0, 1),
                (2026, 3, 2, 1, 0)
            ]
        );
        assert_eq!(stats.months[4].tally.unfinished, 1);
        let short = statistics(&fixed_list(), 2, MARCH_2026, UTC);
        assert_eq!(short.total, stats.total, "games before the chart still count");
        assert_eq!(short.months.len(), 2);
    }

    #[test]
    fn the_score_counts_a_draw_as_half() {
        assert_eq!(Tally { wins: 2, draws: 1, losses: 1, unfinished: 5 }.score_percent(), Some(63));
        assert_eq!(Tally { unfinished: 3, ..Tally::default() }.score_percent(), None);
        assert_eq!(statistics(&[], 3, MARCH_2026, UTC).kinds, Vec::new());
    }

    #[test]
    fn a_game_counts_in_the_players_own_month() {
        // 31 March 2026, 22:00 in Brasília: 1 April in UTC, and in Moscow.
        let late = game(GameKind::Russian, bot(3, Side::White), Some(Outcome::Win(Side::White)), 1_775_005_200_000);
        let month_of = |offset: UtcOffset| {
            let stats = statistics(std::slice::from_ref(&late), 2, 1_775_005_200_000 + 5 * DAY, offset);
            stats.months.iter().find(|m| m.tally.wins == 1).map(|m| (m.year, m.month))
        };
        assert_eq!(month_of(|_| -180), Some((2026, 3)));
        assert_eq!(month_of(|_| 180), Some((2026, 4)));
    }
}
