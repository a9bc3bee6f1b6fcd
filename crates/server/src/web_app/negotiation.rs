//! What a request asks of the answer: whether it takes gzip (`Accept-Encoding` with its q-values)
//! and whether its copy is still good (`If-None-Match` against the file's entity tag).

use std::fs::Metadata;
use std::time::UNIX_EPOCH;

/// Whether a client sending these `Accept-Encoding` values takes gzip: `gzip` (or its old name
/// `x-gzip`) with a q-value above 0, or, when gzip is not named, `*` with one. `q=0` means "not
/// this"; a malformed q-value counts as a refusal. Identity is always the fallback.
pub(super) fn accepts_gzip<'a>(values: impl IntoIterator<Item = &'a str>) -> bool {
    let (mut gzip, mut any): (Option<bool>, Option<bool>) = (None, None);
    for item in values.into_iter().flat_map(|value| value.split(',')) {
        let mut parts = item.split(';');
        let coding = parts.next().unwrap_or_default().trim();
        let mut wanted = true;
        for parameter in parts {
            let (key, value) = parameter.split_once('=').unwrap_or((parameter, ""));
            if key.trim().eq_ignore_ascii_case("q") {
                wanted = quality(value.trim()).is_some_and(|thousandths| thousandths > 0);
            }
        }
        let slot = if coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip") {
            &mut gzip
        } else if coding == "*" {
            &mut any
        } else {
            continue;
        };
        // Named twice: a refusal wins.
        *slot = Some(slot.unwrap_or(true) && wanted);
    }
    gzip.or(any).unwrap_or(false)
}

/// A q-value in thousandths: `0`, `0.5`, `1.000` (RFC 9110: at most three decimals, at most 1).
fn quality(text: &str) -> Option<u16> {
    let (whole, decimals) = text.split_once('.').unwrap_or((text, ""));
    let valid = matches!(whole, "0" | "1") && decimals.len() <= 3 && decimals.bytes().all(|b| b.is_ascii_digit());
    if !valid {
        return None;
    }
    let padded = format!("{decimals:0<3}");
    let thousandths = u16::from(whole == "1") * 1000 + padded.parse::<u16>().ok()?;
    (thousandths <= 1000).then_some(thousandths)
}

/// The entity tag of one file as sent (its size and modification time, and whether it is the
/// gzip copy): a new build writes new files, so the tag changes with the content.
pub(super) fn entity_tag(metadata: &Metadata, gzipped: bool) -> String {
    let modified = metadata.modified().ok().and_then(|time| time.duration_since(UNIX_EPOCH).ok()).unwrap_or_default();
    let encoding = if gzipped { "-gz" } else { "" };
    format!("\"{:x}-{:x}{encoding}\"", metadata.len(), modified.as_nanos())
}

/// Whether `If-None-Match` values name `tag` (weak comparison, as RFC 9110 asks for this header)
/// or are `*`.
pub(super) fn none_match_hits<'a>(values: impl IntoIterator<Item = &'a str>, tag: &str) -> bool {
    values.into_iter().flat_map(|value| value.split(',')).map(str::trim).any(|candidate| {
        candidate == "*" || candidate.strip_prefix("W/").unwrap_or(candidate) == tag.strip_prefix("W/").unwrap_or(tag)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gzip_goes_only_where_its_q_value_is_above_zero() {
        for (header, gzip) in [
            ("gzip", true),
            ("gzip, deflate, br", true),
            ("GZIP", true),
            ("x-gzip", true),
            ("br;q=1.0, gzip;q=0.8, *;q=0.1", true),
            ("gzip;q=0.001", true),
            ("gzip ; q=1", true),
            ("*", true),
            ("gzip;q=0", false),
            ("gzip;q=0.0", false),
            ("gzip;q=0.000", false),
            ("gzip;Q=0", false),
            ("*;q=0", false),
            ("gzip;q=0, *", false),
            ("*;q=0, gzip", true),
            ("gzip, gzip;q=0", false),
            ("gzip;q=2", false),
            ("gzip;q=0.5000", false),
            ("gzip;q=abc", false),
            ("gzipx", false),
            ("identity", false),
            ("deflate, br", false),
            ("", false),
        ] {
            assert_eq!(accepts_gzip([header]), gzip, "{header:?}");
        }
        assert!(accepts_gzip(["br", "gzip"]), "values over several header lines are one list");
        assert!(!accepts_gzip(["gzip", "gzip;q=0"]));
    }

    #[test]
    fn q_values_follow_the_grammar() {
        assert_eq!(quality("1"), Some(1000));
        assert_eq!(quality("1.000"), Some(1000));
        assert_eq!(quality("0.5"), Some(500));
        assert_eq!(quality("0.05"), Some(50));
        assert_eq!(quality("0."), Some(0));
        for bad in ["1.5", "1.001", "2", "-1", "", ".5", "0.1234", "0,5", "0.a"] {
            assert_eq!(quality(bad), None, "{bad}");
        }
    }

    #[test]
    fn if_none_match_compares_weakly_and_takes_lists_and_star() {
        let tag = "\"1f-abc\"";
        assert!(none_match_hits(["\"1f-abc\""], tag));
        assert!(none_match_hits(["W/\"1f-abc\""], tag));
        assert!(none_match_hits(["\"x\", \"1f-abc\""], tag));
        assert!(none_match_hits(["\"x\"", "\"1f-abc\""], tag));
        assert!(none_match_hits(["*"], tag));
        assert!(!none_match_hits(["\"1f-abc-gz\""], tag));
        assert!(!none_match_hits(["1f-abc"], tag), "an unquoted tag is not the tag");
        assert!(!none_match_hits([""], tag));
    }
}
