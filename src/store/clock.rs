//! The optional chess clock of a face-to-face game on one phone (two players, one device): each
//! side's time, the increment added after a move, pause, and the side whose time ran out.
//!
//! The clock reads no wall clock: every method that needs the time takes `now` (an [`Instant`]
//! from [`crate::platform`]), so tests drive time by hand. It does not know the rules either: the
//! session tells it which side moved. Online rooms have no clock; they keep their per-move
//! deadlines (seed 001).
//!
//! The clock starts with the first move (the players are still sitting down before it), then runs
//! for the side to move only. A saved clock keeps each side's time as of its last move or pause;
//! the moment its time began running is not saved (an `Instant` means nothing after a restart),
//! so a clock read back from disk is paused until a player resumes it.

use crate::platform::Instant;
use plyyard_engine::Side;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The longest starting time a side may have, in minutes.
pub const MAX_MINUTES: u64 = 180;
/// The largest increment, in seconds.
pub const MAX_INCREMENT_SECONDS: u64 = 180;

/// The time control chosen before the game: each side's starting time (different for a
/// handicap) and the increment added after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    /// White's and Black's starting time in milliseconds ([`Side::index`] order).
    pub initial_ms: [u64; 2],
    /// Added to a side's time after each of its moves, in milliseconds.
    pub increment_ms: u64,
}

/// Why a custom time control was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    #[error("a side's time must be 1 to {MAX_MINUTES} minutes")]
    Minutes,
    #[error("the increment must be 0 to {MAX_INCREMENT_SECONDS} seconds")]
    Increment,
}

impl TimeControl {
    /// The home screen's ready-made controls: 5+3, 10+5 and 15+10 (minutes + seconds).
    pub const PRESETS: [TimeControl; 3] =
        [TimeControl::even(5, 3), TimeControl::even(10, 5), TimeControl::even(15, 10)];

    /// The same time for both sides.
    pub const fn even(minutes: u64, increment_seconds: u64) -> TimeControl {
        TimeControl { initial_ms: [minutes * 60_000; 2], increment_ms: increment_seconds * 1000 }
    }

    /// A control typed by the players: White's and Black's minutes and the increment in seconds.
    pub fn custom(
        white_minutes: u64,
        black_minutes: u64,
        increment_seconds: u64,
    ) -> Result<TimeControl, TimeControlError> {
        let minutes_ok = |m: u64| (1..=MAX_MINUTES).contains(&m);
        if !minutes_ok(white_minutes) || !minutes_ok(black_minutes) {
            return Err(TimeControlError::Minutes);
        }
        if increment_seconds > MAX_INCREMENT_SECONDS {
            return Err(TimeControlError::Increment);
        }
        Ok(TimeControl {
            initial_ms: [white_minutes * 60_000, black_minutes * 60_000],
            increment_ms: increment_seconds * 1000,
        })
    }

    /// Minutes of `side`'s starting time (whole minutes, as chosen).
    pub fn minutes(&self, side: Side) -> u64 {
        self.initial_ms[side.index()] / 60_000
    }

    /// The increment in whole seconds.
    pub fn increment_seconds(&self) -> u64 {
        self.increment_ms / 1000
    }

    /// "5+3", or "10/5+3" when the sides' times differ.
    pub fn label(&self) -> String {
        let (white, black) = (self.minutes(Side::White), self.minutes(Side::Black));
        let times = if white == black { white.to_string() } else { format!("{white}/{black}") };
        format!("{times}+{}", self.increment_seconds())
    }
}

/// Both sides' times and whose is running.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// Each side's time left as of its last charge (a move, a pause, the end), in milliseconds.
    left_ms: [u64; 2],
    /// The side whose time runs (or would run, while paused); none before the first move and
    /// after the end.
    turn: Option<Side>,
    /// When `turn`'s time began running; none while paused. Not saved (see the module's docs).
    #[serde(skip)]
    since: Option<Instant>,
}

impl Clock {
    /// A clock with the control's starting times, waiting for the first move.
    pub fn new(control: TimeControl) -> Clock {
        Clock { control, left_ms: control.initial_ms, turn: None, since: None }
    }

    /// The time `side` has left at `now`.
    pub fn left(&self, side: Side, now: Instant) -> Duration {
        let stored = Duration::from_millis(self.left_ms[side.index()]);
        match self.since {
            Some(since) if self.turn == Some(side) => stored.saturating_sub(now.saturating_duration_since(since)),
            _ => stored,
        }
    }

    /// The side whose time is running now (none before the first move, while paused, at the end).
    pub fn running(&self) -> Option<Side> {
        self.turn.filter(|_| self.since.is_some())
    }

    /// True while a started clock is stopped by the players (or read back from disk).
    pub fn is_paused(&self) -> bool {
        self.turn.is_some() && self.since.is_none()
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: Instant) -> Option<Side> {
        self.turn.filter(|side| self.left(*side, now).is_zero())
    }

    /// Writes the running side's time used up to `now` into its stored time.
    fn charge(&mut self, now: Instant) {
        if let (Some(side), Some(_)) = (self.turn, self.since) {
            self.left_ms[side.index()] = u64::try_from(self.left(side, now).as_millis()).unwrap_or(u64::MAX);
            self.since = Some(now);
        }
    }

    /// `mover` has just moved: its time used is charged and the increment added (from its
    /// second move on: the first move starts the clock), then the other side's time runs.
    pub fn moved(&mut self, mover: Side, now: Instant) {
        if self.turn == Some(mover) {
            self.charge(now);
            let left = &mut self.left_ms[mover.index()];
            *left = left.saturating_add(self.control.increment_ms);
        }
        let was_paused = self.is_paused();
        self.turn = Some(mover.opponent());
        // A move played while paused (none can be: the board waits) keeps the clock paused.
        self.since = if was_paused { None } else { Some(now) };
    }

    /// A move was taken back: the time used so far is charged, no increment is returned, and the
    /// time of `to_move` (the side to move again) runs.
    pub fn taken_back(&mut self, to_move: Side, now: Instant) {
        if self.turn.is_none() {
            return;
        }
        self.charge(now);
        self.turn = Some(to_move);
        if self.since.is_some() {
            self.since = Some(now);
        }
    }

    /// Stops both times where they are at `now`. Nothing to do before the first move.
    pub fn pause(&mut self, now: Instant) {
        self.charge(now);
        self.since = None;
    }

    /// Lets the paused side's time run again from `now`.
    pub fn resume(&mut self, now: Instant) {
        if self.is_paused() {
            self.since = Some(now);
        }
    }

    /// The game ended: both times stay as they are at `now`, for good.
    pub fn stop(&mut self, now: Instant) {
        self.charge(now);
        self.since = None;
        self.turn = None;
    }
}

/// A time as a clock shows it: `h:mm:ss` from an hour, `m:ss` down to 10 seconds, then seconds
/// and tenths (`9.4`). Rounded up, so `0` shows only once the time has run out.
pub fn clock_text(left: Duration) -> String {
    let ms = u64::try_from(left.as_millis()).unwrap_or(u64::MAX);
    if ms < 10_000 {
        let tenths = ms.div_ceil(100);
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let seconds = ms.div_ceil(1000);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    //! The players' clock, time driven by hand.

    use super::*;
    use crate::store::test_support::ms;

    /// A 1-minute clock with a 2-second increment, White's first move played at `t0`.
    fn started(t0: Instant) -> Clock {
        let mut clock = Clock::new(TimeControl::custom(1, 1, 2).unwrap());
        clock.moved(Side::White, t0);
        clock
    }

    #[test]
    fn time_runs_for_the_side_to_move_only() {
        let t0 = Instant::now();
        let clock = started(t0);
        assert_eq!(clock.running(), Some(Side::Black));
        assert_eq!(clock.left(Side::Black, t0 + ms(7_000)), ms(53_000));
        assert_eq!(clock.left(Side::White, t0 + ms(7_000)), ms(60_000), "White's time stands still");
    }

    #[test]
    fn the_first_move_starts_the_clock_and_costs_nothing() {
        let t0 = Instant::now();
        let mut clock = Clock::new(TimeControl::even(5, 3));
        assert_eq!(clock.running(), None);
        assert_eq!(clock.left(Side::White, t0 + ms(90_000)), ms(300_000));
        clock.moved(Side::White, t0 + ms(90_000));
        assert_eq!(clock.left(Side::White, t0 + ms(95_000)), ms(300_000), "no increment for the first move either");
    }

    #[test]
    fn the_increment_is_added_after_a_move() {
        let t0 = Instant::now();
        let mut clock = started(t0);
        clock.moved(Side::Black, t0 + ms(5_000));
        // 60 s − 5 s used + 2 s increment.
        assert_eq!(clock.left(Side::Black, t0 + ms(9_000)), ms(57_000));
        assert_eq!(clock.running(), Some(Side::White));
        assert_eq!(clock.left(Side::White, t0 + ms(9_000)), ms(56_000));
    }

    #[test]
    fn a_handicap_gives_each_side_its_own_time() {
        let control = TimeControl::custom(10, 3, 5).unwrap();
        let clock = Clock::new(control);
        let now = Instant::now();
        assert_eq!(clock.left(Side::White, now), ms(600_000));
        assert_eq!(clock.left(Side::Black, now), ms(180_000));
        assert_eq!(control.label(), "10/3+5");
        assert_eq!(TimeControl::PRESETS[0].label(), "5+3");
    }

    #[test]
    fn a_bad_custom_control_is_refused() {
        assert_eq!(TimeControl::custom(0, 5, 0), Err(TimeControlError::Minutes));
        assert_eq!(TimeControl::custom(5, MAX_MINUTES + 1, 0), Err(TimeControlError::Minutes));
        assert_eq!(TimeControl::custom(5, 5, MAX_INCREMENT_SECONDS + 1), Err(TimeControlError::Increment));
    }

    #[test]
    fn pause_freezes_both_times_and_resume_runs_the_same_side_again() {
        let t0 = Instant::now();
        let mut clock = started(t0);
        clock.pause(t0 + ms(4_000));
        assert!(clock.is_paused());
        assert_eq!(clock.running(), None);
        let later = t0 + ms(600_000);
        assert_eq!(clock.left(Side::Black, later), ms(56_000));
        assert_eq!(clock.left(Side::White, later), ms(60_000));
        assert_eq!(clock.flagged(later), None, "a paused clock never runs out");
        clock.resume(later);
        assert_eq!(clock.running(), Some(Side::Black));
        assert_eq!(clock.left(Side::Black, later + ms(1_000)), ms(55_000));
    }

    #[test]
    fn the_side_whose_time_ran_out_is_flagged() {
        let t0 = Instant::now();
        let clock = started(t0);
        assert_eq!(clock.flagged(t0 + ms(59_999)), None);
        assert_eq!(clock.flagged(t0 + ms(60_000)), Some(Side::Black));
    }

    #[test]
    fn a_saved_clock_keeps_its_times_and_comes_back_paused() {
        let t0 = Instant::now();
        let mut clock = started(t0);
        clock.moved(Side::Black, t0 + ms(10_000));
        let text = serde_json::to_string(&clock).unwrap();
        let back: Clock = serde_json::from_str(&text).unwrap();
        let later = t0 + ms(3_600_000);
        assert!(back.is_paused());
        assert_eq!(back.left(Side::Black, later), ms(52_000));
        assert_eq!(back.left(Side::White, later), ms(60_000));
        assert_eq!(back.control, clock.control);
    }

    #[test]
    fn times_read_as_a_clock_shows_them() {
        assert_eq!(clock_text(ms(300_000)), "5:00");
        assert_eq!(clock_text(ms(59_001)), "1:00");
        assert_eq!(clock_text(ms(10_000)), "0:10");
        assert_eq!(clock_text(ms(9_401)), "9.5");
        assert_eq!(clock_text(ms(0)), "0.0");
        assert_eq!(clock_text(ms(3_723_000)), "1:02:03");
    }
}
