//! What a game record may say about a move besides the move itself: a mark (a NAG, Numeric
//! Annotation Glyph) and a comment. Both record formats use it, PDN for draughts and
//! Revessker's move list, so that a reviewed game's marks (`?!`, `?`, `??`) and evaluations
//! travel with its moves and come back when the record is read.
//!
//! The six move marks are written as suffixes (`22-18??`), as players write them; other NAGs as
//! `$n`. Readers accept both forms.

/// The notes on one move of a record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    /// The move's NAG: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, or any other number.
    pub nag: Option<u8>,
    /// The comment after the move, without its braces.
    pub comment: Option<String>,
}

/// The move marks and their NAG numbers, longest suffix first so that `??` is not read as `?`.
const MARKS: [(&str, u8); 6] = [("!!", 3), ("??", 4), ("!?", 5), ("?!", 6), ("!", 1), ("?", 2)];

/// The suffix of a move-mark NAG (1 to 6), `None` for other NAGs.
pub(crate) fn mark_suffix(nag: u8) -> Option<&'static str> {
    MARKS.iter().find(|(_, n)| *n == nag).map(|(suffix, _)| *suffix)
}

/// Splits a move token into the move and its mark: `"22-18??"` gives `("22-18", Some(4))`.
/// A token without a mark comes back whole with `None`.
pub fn split_mark(token: &str) -> (&str, Option<u8>) {
    for (suffix, nag) in MARKS {
        if let Some(stripped) = token.strip_suffix(suffix) {
            if !stripped.is_empty() && !stripped.ends_with(['!', '?']) {
                return (stripped, Some(nag));
            }
        }
    }
    (token, None)
}

/// The number of a `$n` token, `None` when the token is not one (or the number is out of range).
pub(crate) fn parse_nag(token: &str) -> Option<u8> {
    token.strip_prefix('$')?.parse().ok()
}

/// A move written with its mark: the suffix for move marks, ` $n` for any other NAG.
pub fn with_mark(move_text: &str, nag: Option<u8>) -> String {
    match nag {
        None => move_text.to_string(),
        Some(nag) => match mark_suffix(nag) {
            Some(suffix) => format!("{move_text}{suffix}"),
            None => format!("{move_text} ${nag}"),
        },
    }
}

/// A comment as it goes between braces: a `}` inside would close it early.
pub(crate) fn braced(comment: &str) -> String {
    format!("{{{}}}", comment.replace('}', ")"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_split_and_join_back() {
        for (text, nag) in [("22-18??", 4), ("c3-d4?!", 6), ("e2e4!", 1), ("a1-b2!?", 5), ("h2g3!!", 3), ("x?", 2)] {
            let (mv, found) = split_mark(text);
            assert_eq!(found, Some(nag), "{text}");
            assert_eq!(with_mark(mv, found), text);
        }
        assert_eq!(split_mark("22-18"), ("22-18", None));
        assert_eq!(split_mark("??"), ("??", None), "a mark alone is no move");
        assert_eq!(split_mark("22-18???"), ("22-18???", None), "three marks are not a NAG");
        assert_eq!(with_mark("22-18", Some(14)), "22-18 $14");
        assert_eq!(parse_nag("$14"), Some(14));
        assert_eq!(parse_nag("$999"), None);
        assert_eq!(parse_nag("14"), None);
        assert_eq!(braced("a } b"), "{a ) b}");
    }
}
