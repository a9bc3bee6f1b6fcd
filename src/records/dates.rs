//! The calendar days of kept games, in the player's own time zone: a game ended at 23:30 UTC
//! was played on the next day in Moscow and on the same day in Brazil. The offset from UTC is
//! the platform's to know (`crate::platform::utc_offset_minutes`, which this lower module cannot
//! import), so it comes in as a function of the instant (daylight saving time moves it).

/// Minutes east of UTC at an instant (milliseconds since 1970): +180 in Moscow, −180 in Brasília.
pub(crate) type UtcOffset = fn(u64) -> i32;

/// The calendar date (year, month 1–12, day 1–31) of `ms` milliseconds since 1970 where the
/// clocks are `offset` minutes east of UTC.
pub(crate) fn local_date(ms: u64, offset: UtcOffset) -> (i32, u32, u32) {
    let shifted = ms as i64 + i64::from(offset(ms)) * 60_000;
    utc_date(shifted.max(0) as u64)
}

/// The UTC calendar date (year, month 1–12, day 1–31) of `ms` milliseconds since 1970 (Howard
/// Hinnant's `civil_from_days`).
pub(crate) fn utc_date(ms: u64) -> (i32, u32, u32) {
    let days = (ms / 86_400_000) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 } as u32;
    let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-03-15 23:30 UTC.
    const LATE_ON_MARCH_15: u64 = 1_773_617_400_000;

    #[test]
    fn days_are_read_in_the_civil_calendar() {
        assert_eq!(utc_date(0), (1970, 1, 1));
        assert_eq!(utc_date(LATE_ON_MARCH_15), (2026, 3, 15));
        assert_eq!(utc_date(951_782_400_000), (2000, 2, 29));
        assert_eq!(utc_date(1_767_225_599_999), (2025, 12, 31));
    }

    #[test]
    fn a_late_game_falls_on_the_players_own_day() {
        assert_eq!(local_date(LATE_ON_MARCH_15, |_| 180), (2026, 3, 16), "Moscow: already the 16th");
        assert_eq!(local_date(LATE_ON_MARCH_15, |_| -180), (2026, 3, 15), "Brasília: still the 15th");
        assert_eq!(local_date(LATE_ON_MARCH_15, |_| 0), (2026, 3, 15));
        // New Year's Eve at 22:00 in Brasília is already 01:00 UTC on the 1st.
        assert_eq!(local_date(1_767_229_200_000, |_| -180), (2025, 12, 31));
        // Before 1970 in a zone west of UTC: the first day, not a panic.
        assert_eq!(local_date(0, |_| -600), (1970, 1, 1));
    }
}
