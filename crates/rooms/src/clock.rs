//! Game time: milliseconds that pass only while a game runs, so a pause freezes every deadline
//! and absence count at once without rewriting them.

use serde::{Deserialize, Serialize};

/// A stopwatch over wall-clock milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    /// Game time gathered before the current run.
    elapsed_before: u64,
    /// Wall time at which the current run started; `None` while stopped.
    running_since: Option<u64>,
}

impl GameClock {
    /// Game time at wall time `now`.
    pub fn at(&self, now: u64) -> u64 {
        match self.running_since {
            Some(since) => self.elapsed_before + now.saturating_sub(since),
            None => self.elapsed_before,
        }
    }

    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Starts or stops the clock at wall time `now`; does nothing if already in that state.
    pub fn set_running(&mut self, running: bool, now: u64) {
        match (running, self.running_since) {
            (true, None) => self.running_since = Some(now),
            (false, Some(_)) => {
                self.elapsed_before = self.at(now);
                self.running_since = None;
            }
            _ => {}
        }
    }

    /// The wall time at which game time reaches `game_time`, if the clock keeps running.
    pub fn wall_time_of(&self, game_time: u64, now: u64) -> Option<u64> {
        self.running_since?;
        Some(now + game_time.saturating_sub(self.at(now)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_time_stops_while_stopped() {
        let mut clock = GameClock::default();
        clock.set_running(true, 1_000);
        assert_eq!(clock.at(1_500), 500);
        clock.set_running(false, 2_000);
        assert_eq!(clock.at(9_000), 1_000);
        assert_eq!(clock.wall_time_of(1_200, 9_000), None);
        clock.set_running(true, 10_000);
        assert_eq!(clock.at(10_250), 1_250);
        assert_eq!(clock.wall_time_of(2_000, 10_250), Some(11_000));
    }
}
