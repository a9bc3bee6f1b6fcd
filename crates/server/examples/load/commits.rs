//! The node's commit latency while the rooms play. The tool starts its node with
//! `--metrics-listen` on a free loopback port and reads the histogram `plyyard_commit_seconds`
//! (one group commit: a SQLite transaction, or a PostgreSQL one with `--database`) from its
//! `/metrics` when the play starts and when it ends, so the setup's commits are left out. A
//! histogram gives each quantile as the bucket it falls in: "p99 ≤ 2 ms".

use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const HISTOGRAM: &str = "plyyard_commit_seconds";

/// One reading of the histogram.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Commits {
    /// Commits that took at most this many seconds, by bound, ascending (`+Inf` last).
    buckets: Vec<(f64, u64)>,
    /// Seconds all commits took.
    sum: f64,
    count: u64,
}

impl Commits {
    /// Reads the histogram from the node's `/metrics`; `None` if it does not answer in 5 s.
    pub async fn read(metrics: SocketAddr) -> Option<Commits> {
        let exchange = async {
            let mut socket = tokio::net::TcpStream::connect(metrics).await.ok()?;
            let request = format!("GET /metrics HTTP/1.1\r\nHost: {metrics}\r\nConnection: close\r\n\r\n");
            socket.write_all(request.as_bytes()).await.ok()?;
            let mut answer = String::new();
            socket.read_to_string(&mut answer).await.ok()?;
            Some(answer)
        };
        let answer = tokio::time::timeout(Duration::from_secs(5), exchange).await.ok()??;
        Some(Commits::parse(&answer))
    }

    /// The histogram's samples in a Prometheus text exposition (an empty reading if absent).
    fn parse(text: &str) -> Commits {
        let mut commits = Commits::default();
        for line in text.lines() {
            let Some((series, value)) = line.rsplit_once(' ') else { continue };
            let Some(rest) = series.strip_prefix(HISTOGRAM) else { continue };
            let Ok(value) = value.trim().parse::<f64>() else { continue };
            if let Some(bound) = rest.strip_prefix("_bucket{le=\"").and_then(|b| b.strip_suffix("\"}")) {
                let bound = if bound == "+Inf" { f64::INFINITY } else { bound.parse().unwrap_or(f64::NAN) };
                if !bound.is_nan() {
                    commits.buckets.push((bound, value as u64));
                }
            } else if rest == "_sum" {
                commits.sum = value;
            } else if rest == "_count" {
                commits.count = value as u64;
            }
        }
        commits.buckets.sort_by(|a, b| a.0.total_cmp(&b.0));
        commits
    }

    /// The commits since `before` (an earlier reading of the same process).
    pub fn since(&self, before: &Commits) -> Commits {
        let earlier = |bound: f64| before.buckets.iter().find(|(b, _)| *b == bound).map_or(0, |(_, n)| *n);
        Commits {
            buckets: self.buckets.iter().map(|&(bound, n)| (bound, n.saturating_sub(earlier(bound)))).collect(),
            sum: self.sum - before.sum,
            count: self.count.saturating_sub(before.count),
        }
    }

    /// The bound of the bucket that holds quantile `q` (0 to 1) of the commits.
    fn quantile_bound(&self, q: f64) -> Option<f64> {
        let rank = (q * self.count as f64).ceil().max(1.0) as u64;
        self.buckets.iter().find(|(_, n)| *n >= rank).map(|(bound, _)| *bound)
    }

    /// "N commits (R/s), mean M ms, p50 ≤ A ms, p99 ≤ B ms, all ≤ C ms" over `seconds`.
    pub fn describe(&self, seconds: f64) -> String {
        if self.count == 0 {
            return "no commits".into();
        }
        let ms = |bound: Option<f64>| match bound {
            Some(b) if b.is_finite() => format!("≤ {} ms", b * 1000.0),
            Some(_) => format!("> {} ms", self.largest_finite_bound() * 1000.0),
            None => "?".into(),
        };
        format!(
            "{} commits ({:.0}/s), mean {:.2} ms, p50 {}, p99 {}, all {}",
            self.count,
            self.count as f64 / seconds,
            1000.0 * self.sum / self.count as f64,
            ms(self.quantile_bound(0.50)),
            ms(self.quantile_bound(0.99)),
            ms(self.quantile_bound(1.0))
        )
    }

    fn largest_finite_bound(&self) -> f64 {
        self.buckets.iter().map(|(b, _)| *b).filter(|b| b.is_finite()).fold(0.0, f64::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BEFORE: &str = "HTTP/1.1 200 OK\r\n\r\n# TYPE plyyard_commit_seconds histogram\n\
        plyyard_commit_seconds_bucket{le=\"0.001\"} 10\n\
        plyyard_commit_seconds_bucket{le=\"0.002\"} 10\n\
        plyyard_commit_seconds_bucket{le=\"0.005\"} 10\n\
        plyyard_commit_seconds_bucket{le=\"+Inf\"} 10\n\
        plyyard_commit_seconds_sum 0.005\nplyyard_commit_seconds_count 10\nplyyard_moves_total 4\n";

    const AFTER: &str = "plyyard_commit_seconds_bucket{le=\"0.002\"} 108\n\
        plyyard_commit_seconds_bucket{le=\"0.001\"} 60\n\
        plyyard_commit_seconds_bucket{le=\"0.005\"} 109\n\
        plyyard_commit_seconds_bucket{le=\"+Inf\"} 110\n\
        plyyard_commit_seconds_sum 0.205\nplyyard_commit_seconds_count 110\n";

    #[test]
    fn the_histogram_is_read_from_the_exposition_and_its_buckets_sorted() {
        let before = Commits::parse(BEFORE);
        assert_eq!(before.count, 10);
        assert_eq!(before.buckets.len(), 4);
        let after = Commits::parse(AFTER);
        assert_eq!(after.buckets[0], (0.001, 60));
        assert_eq!(after.buckets[3], (f64::INFINITY, 110));
        assert_eq!(Commits::parse("plyyard_moves_total 3\n"), Commits::default());
    }

    #[test]
    fn the_play_counts_only_the_commits_since_the_first_reading_and_names_their_buckets() {
        let play = Commits::parse(AFTER).since(&Commits::parse(BEFORE));
        assert_eq!(play.count, 100);
        assert_eq!(play.buckets, [(0.001, 50), (0.002, 98), (0.005, 99), (f64::INFINITY, 100)]);
        assert_eq!(play.quantile_bound(0.5), Some(0.001));
        assert_eq!(play.quantile_bound(0.99), Some(0.005));
        assert_eq!(play.quantile_bound(1.0), Some(f64::INFINITY));
        assert_eq!(play.describe(10.0), "100 commits (10/s), mean 2.00 ms, p50 ≤ 1 ms, p99 ≤ 5 ms, all > 5 ms");
        assert_eq!(Commits::default().describe(1.0), "no commits");
    }
}
