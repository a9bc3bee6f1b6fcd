//! The themes' colours as the shipped stylesheet (`assets/style.css`) sets them, read for tests:
//! each theme is a block of CSS variables (`.app { … }` the classic one, `.app.theme-<name> { … }`
//! the others, which inherit what they do not set), and WCAG's contrast ratio between two colours.
//!
//! The colours live in the CSS, not in Rust; these tests read that same file, so a colour changed
//! there is checked here (the review's marks at 4.5:1 on their chips, the statistics' results at
//! 3:1 on the card, in every theme). tests/e2e/accessibility.sh checks the painted page as well.

/// The themes, as their class names spell them (`Theme::class` without `theme-`).
pub(crate) const THEMES: [&str; 4] = ["classic", "green", "night", "contrast"];

/// An sRGB colour.
pub(crate) type Rgb = [u8; 3];

/// The value of variable `name` in the first block of `selector` exactly (`.app`,
/// `.app.theme-green`: not `.app.theme-green` when asked for `.app`) that sets it; a selector may
/// have several blocks (`.app { overflow-wrap: … }` comes before the theme's).
fn in_blocks<'a>(css: &'a str, selector: &str, name: &str) -> Option<&'a str> {
    css.match_indices(selector).find_map(|(start, _)| {
        let line_start = start == 0 || css[..start].ends_with('\n');
        let rest = css[start + selector.len()..].trim_start();
        let body = rest.strip_prefix('{').filter(|_| line_start)?;
        body.find('}').and_then(|end| variable(&body[..end], name))
    })
}

/// The value of variable `name` (`--card`) in a block of declarations (its comments skipped: they
/// may hold colons and semicolons of their own).
fn variable<'a>(block: &'a str, name: &str) -> Option<&'a str> {
    let mut rest = block;
    while let Some((before, after)) = rest.split_once("/*") {
        if let Some(value) = declared(before, name) {
            return Some(value);
        }
        rest = after.split_once("*/").map_or("", |(_, after)| after);
    }
    declared(rest, name)
}

/// The value of `name` among plain declarations (`--a: #fff; --b: #000`).
fn declared<'a>(declarations: &'a str, name: &str) -> Option<&'a str> {
    declarations.split(';').find_map(|declaration| {
        let (key, value) = declaration.split_once(':')?;
        (key.trim() == name).then(|| value.trim())
    })
}

/// A `#rgb` or `#rrggbb` colour; `None` for anything else (a `color-mix`, an `rgba`).
pub(crate) fn hex(text: &str) -> Option<Rgb> {
    let digits = text.strip_prefix('#')?;
    let channel = |s: &str| u8::from_str_radix(s, 16).ok();
    match digits.len() {
        3 => {
            let mut rgb = [0; 3];
            for (i, c) in digits.chars().enumerate() {
                let v = channel(&c.to_string())?;
                rgb[i] = v * 17;
            }
            Some(rgb)
        }
        6 => Some([channel(&digits[0..2])?, channel(&digits[2..4])?, channel(&digits[4..6])?]),
        _ => None,
    }
}

/// Variable `name` of `theme` (one of [`THEMES`]) in `css`: the theme's own, else the classic one.
pub(crate) fn theme_colour(css: &str, theme: &str, name: &str) -> Option<Rgb> {
    let own = if theme == "classic" { None } else { in_blocks(css, &format!(".app.theme-{theme}"), name) };
    own.or_else(|| in_blocks(css, ".app", name)).and_then(hex)
}

/// `over` seen through `alpha` (0..1) of `colour`: what a translucent fill paints.
pub(crate) fn blend(colour: Rgb, alpha: f64, over: Rgb) -> Rgb {
    let mix = |i: usize| (alpha * f64::from(colour[i]) + (1.0 - alpha) * f64::from(over[i])).round() as u8;
    [mix(0), mix(1), mix(2)]
}

/// WCAG 2.1's relative luminance.
fn luminance(rgb: Rgb) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])
}

/// WCAG 2.1's contrast ratio, 1 to 21.
pub(crate) fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSS: &str = include_str!("../../assets/style.css");

    #[test]
    fn the_themes_read_from_the_stylesheet_with_the_classic_ones_inherited() {
        assert_eq!(theme_colour(CSS, "classic", "--card"), Some([0xff, 0xfd, 0xf8]));
        assert_eq!(theme_colour(CSS, "night", "--card"), Some([0x22, 0x28, 0x32]));
        // Green sets no result colours: the classic ones.
        assert_eq!(theme_colour(CSS, "green", "--result-win"), theme_colour(CSS, "classic", "--result-win"));
        assert_eq!(hex("#fff"), Some([255, 255, 255]));
        assert_eq!(hex("rgba(1,2,3,.5)"), None);
        assert!((contrast([0, 0, 0], [255, 255, 255]) - 21.0).abs() < 1e-9);
    }

    /// Issue 47: "?!" was #b88a00 on the beige chip, 2.7:1. Each mark's colour on a move's chip
    /// (`.review-moves .mv`: 12% of rgb(127,127,127) over the card) is 4.5:1 or more in every theme.
    #[test]
    fn the_review_marks_read_at_4_5_to_1_on_their_chips_in_every_theme() {
        for theme in THEMES {
            let card = theme_colour(CSS, theme, "--card").expect("a card colour");
            let chip = blend([127, 127, 127], 0.12, card);
            for mark in ["--mark-inaccuracy", "--mark-mistake", "--mark-blunder"] {
                let colour = theme_colour(CSS, theme, mark).unwrap_or_else(|| panic!("{theme}: no {mark}"));
                let ratio = contrast(colour, chip);
                assert!(ratio >= 4.5, "{theme} {mark}: {colour:?} on {chip:?} is {ratio:.2}:1");
            }
        }
        // The chip's colours are the stylesheet's, not this test's: the marks use the variables.
        for class in ["inaccuracy", "mistake", "blunder"] {
            assert!(CSS.contains(&format!(".review-moves .mv.{class} {{ color: var(--mark-{class});")), "{class}");
        }
        assert!(CSS.contains(".review-moves .mv { border: 0; border-radius: 6px; padding: .2rem .45rem; background: rgba(127,127,127,.12);"));
    }
}
