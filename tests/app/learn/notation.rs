//! An exercise names squares and moves the way its board is lettered: with algebraic
//! coordinates (a–h, 1–8) its feedback writes `e5:c3` and no numbered move; with numbered squares
//! (1–32) it writes `15x22` and no algebraic one. In no language does it speak of "the engine".

use super::*;
use plyyard::store::settings::CoordStyle;

/// A store in `lang`, with the square names `coords`, showing the Learn page of `kind`.
fn store_with(kind: GameKind, lang: Lang, coords: CoordStyle) -> AppState {
    let mut store = learn_store(kind, lang);
    store.settings.coords = coords;
    store
}

/// The feedback part of an exercise card: from "Seu lance" to the card's end (the board, whose
/// squares carry their algebraic names as labels for screen readers, comes before it).
fn feedback(card: &str) -> &str {
    &card[card.find("class=\"attempt\"").expect("the attempt line")..]
}

/// The text of `html` between tags.
fn words(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether `text` has a numbered move like `22x15` or `22-18`, or a lone square number after an arrow.
fn has_numeric_move(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars.windows(3).any(|w| w[0].is_ascii_digit() && matches!(w[1], 'x' | '-') && w[2].is_ascii_digit())
        || text.contains("→ 1")
        || text.contains("→ 2")
        || text.contains("→ 3")
}

/// Whether `text` names a square algebraically (`e5`) as a word of its own.
fn has_algebraic_square(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len().saturating_sub(1)).any(|at| {
        let edge_before = at == 0 || !chars[at - 1].is_alphanumeric();
        let edge_after = chars.get(at + 2).is_none_or(|c| !c.is_alphanumeric());
        edge_before && edge_after && ('a'..='h').contains(&chars[at]) && ('1'..='8').contains(&chars[at + 1])
    })
}

/// Plays the backward capture e5:c3 and checks it, returning the card.
fn play_backward_capture(app: &mut Clicker) -> String {
    app.click(&format!("ru-backward-sq-{}", sq("e5")));
    app.click(&format!("ru-backward-sq-{}", sq("c3")));
    app.click("ru-backward-check");
    exercise_markup(&app.html(), "ru-backward")
}

#[test]
fn with_algebraic_squares_the_feedback_names_no_numbered_move() {
    let mut app = Clicker::new(store_with(GameKind::Russian, Lang::Pt, CoordStyle::Algebraic));
    let card = play_backward_capture(&mut app);
    let said = words(feedback(&card));
    assert!(said.contains("✓ Certo: e5:c3 é um lance legal e cumpre a tarefa."), "{said}");
    assert!(said.contains("Seu lance: e5 → c3"), "{said}");
    assert!(!has_numeric_move(&said), "a numbered move beside a board lettered a–h: {said}");
    assert!(lettered(&card), "the board is lettered a–h");

    // A wrong route's hint lists the legal moves in the same notation.
    let mut app = Clicker::new(store_with(GameKind::Brazilian, Lang::Pt, CoordStyle::Algebraic));
    app.click(&format!("br-majority-sq-{}", sq("c3")));
    app.click(&format!("br-majority-sq-{}", sq("a5")));
    app.click("br-majority-check");
    app.click("br-majority-show-legal");
    let said = words(feedback(&exercise_markup(&app.html(), "br-majority")));
    assert!(said.contains("c3:e5:g7"), "{said}");
    assert!(!has_numeric_move(&said), "{said}");
}

#[test]
fn with_numbered_squares_the_feedback_names_no_algebraic_square() {
    let mut app = Clicker::new(store_with(GameKind::Russian, Lang::Pt, CoordStyle::Numeric));
    let card = play_backward_capture(&mut app);
    let said = words(feedback(&card));
    assert!(said.contains("✓ Certo: 15x22 é um lance legal e cumpre a tarefa."), "{said}");
    assert!(said.contains("Seu lance: 15 → 22"), "{said}");
    assert!(!has_algebraic_square(&said), "an algebraic square beside a numbered board: {said}");
    // The board is numbered and the task names the same numbers.
    assert!(!lettered(&card), "no a–h letters on a numbered board");
    assert!(card.contains("Brancas jogam: pedra em 15, adversário em 18, 22 livre."), "{card}");

    let mut app = Clicker::new(store_with(GameKind::Brazilian, Lang::Pt, CoordStyle::Numeric));
    app.click(&format!("br-majority-sq-{}", sq("c3")));
    app.click(&format!("br-majority-sq-{}", sq("a5")));
    app.click("br-majority-check");
    app.click("br-majority-show-legal");
    let said = words(feedback(&exercise_markup(&app.html(), "br-majority")));
    assert!(said.contains("22x15x8"), "{said}");
    assert!(!has_algebraic_square(&said), "{said}");
}

#[test]
fn the_feedback_never_speaks_of_the_engine() {
    for (lang, engine) in [(Lang::Pt, "motor"), (Lang::En, "engine"), (Lang::Ru, "движ")] {
        for coords in [CoordStyle::Algebraic, CoordStyle::Numeric] {
            let mut app = Clicker::new(store_with(GameKind::Russian, lang, coords));
            let accepted = words(feedback(&play_backward_capture(&mut app)));
            for square in ["c3", "e5", "g7"] {
                app.click(&format!("ru-routes-sq-{}", sq(square)));
            }
            app.click("ru-routes-check");
            let rejected = words(feedback(&exercise_markup(&app.html(), "ru-routes")));
            let mut app = Clicker::new(store_with(GameKind::Brazilian, lang, coords));
            app.click(&format!("br-majority-sq-{}", sq("c3")));
            app.click(&format!("br-majority-sq-{}", sq("a5")));
            app.click("br-majority-check");
            let hint = words(feedback(&exercise_markup(&app.html(), "br-majority")));
            for said in [accepted.as_str(), rejected.as_str(), hint.as_str()] {
                assert!(!said.to_lowercase().contains(engine), "{lang:?} {coords:?}: {said}");
            }
        }
        let mut app = Clicker::new(store_with(GameKind::Russian, lang, CoordStyle::Algebraic));
        app.click("analysis-no");
        app.click("analysis-yes");
        let html = app.html();
        let analysis = &html[html.find("id=\"analysis\"").expect("the analysis")..];
        let verdict = &analysis[analysis.find("data-verdict").expect("its verdict")..];
        let verdict = &verdict[..verdict.find("</p>").expect("the verdict's end")];
        assert!(!verdict.to_lowercase().contains(engine), "{lang:?}: {verdict}");
    }
}

/// Whether a rendered board writes the file letter "a" (on a light or a dark square).
fn lettered(card: &str) -> bool {
    ["coord", "coord on-dark"].iter().any(|class| card.contains(&format!("class=\"{class}\">a</text>")))
}
