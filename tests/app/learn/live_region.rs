//! An exercise card's live region reads out what the player taps and the engine's verdict, in
//! the player's language, as a screen reader hears it.

use super::*;

/// The text of the live region of the exercise card `name`.
fn announced(html: &str, name: &str) -> String {
    let marker = format!("aria-live=\"polite\" data-hit=\"{name}-announce\">");
    let at = html.find(&marker).unwrap_or_else(|| panic!("no live region in {name}:\n{html}")) + marker.len();
    html[at..].split("</div>").next().unwrap_or_default().to_string()
}

#[test]
fn the_move_tapped_then_the_verdict_are_read_out_in_portuguese() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    assert_eq!(announced(&app.html(), "ru-backward"), "", "nothing before a piece is picked");
    app.click(&format!("ru-backward-sq-{}", sq("e5")));
    assert_eq!(announced(&app.html(), "ru-backward"), "Seu lance: e5");
    app.click(&format!("ru-backward-sq-{}", sq("c3")));
    assert_eq!(announced(&app.html(), "ru-backward"), "Seu lance: e5 → c3");
    app.click("ru-backward-check");
    assert_eq!(
        announced(&app.html(), "ru-backward"),
        "Seu lance: e5 → c3. ✓ Certo: e5:c3 é um lance legal e cumpre a tarefa."
    );
    // A wrong route in another card: its own region says it, the first card's is unchanged.
    for square in ["c3", "e5", "g7"] {
        app.click(&format!("ru-routes-sq-{}", sq(square)));
    }
    app.click("ru-routes-check");
    let html = app.html();
    assert_eq!(
        announced(&html, "ru-routes"),
        "Seu lance: c3 → e5 → g7. ✗ O lance é legal, mas também seria legal em Damas brasileiras."
    );
    assert!(announced(&html, "ru-backward").ends_with("cumpre a tarefa."));
    app.click("ru-routes-reset");
    assert_eq!(announced(&app.html(), "ru-routes"), "", "start over clears it");
}

#[test]
fn the_move_tapped_then_the_verdict_are_read_out_in_russian() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Ru));
    app.click(&format!("ru-backward-sq-{}", sq("e5")));
    app.click(&format!("ru-backward-sq-{}", sq("c3")));
    assert_eq!(announced(&app.html(), "ru-backward"), "Ваш ход: e5 → c3");
    app.click("ru-backward-check");
    assert_eq!(
        announced(&app.html(), "ru-backward"),
        "Ваш ход: e5 → c3. ✓ Верно: ход e5:c3 допустим и выполняет задание."
    );
}
