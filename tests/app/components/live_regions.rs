//! The live region of the screens where moves are played besides the offline game: 🧩 Golpes
//! reads out the move played, the defence's answer, the verdict (a wrong move with its
//! refutation), the landings of the piece picked up and a compulsory capture, in the player's
//! language. (🎯 Meus erros: `mistakes_screens`; the lessons: `learn::live_region`; online games:
//! `online_announce`.)

use super::{store, Harness};
use dioxus::prelude::*;
use plyyard::i18n::Lang;
use plyyard::store::board_input::ShownBoard;
use plyyard::store::puzzle::PuzzleSession;
use plyyard::store::AppState;
use plyyard_engine::{restyle_move_text, Game, GameKind, Side, SquareStyle};

/// The text of the screen's live region.
pub(super) fn announced(html: &str) -> String {
    let marker = "aria-live=\"polite\" data-hit=\"announce\">";
    let at = html.find(marker).unwrap_or_else(|| panic!("no live region:\n{html}")) + marker.len();
    html[at..].split("</div>").next().unwrap_or_default().to_string()
}

/// A Russian draughts move as the board's letters write it (the default notation).
fn shown(text: &str) -> String {
    restyle_move_text(text, SquareStyle::Algebraic).expect("a draughts move")
}

/// 🧩 Golpes of Russian draughts in `lang`, at a puzzle of several moves whose first move has a
/// refutation and after whose first answer a capture is compulsory.
fn puzzles_at_a_long_shot(lang: Lang) -> Harness {
    let mut s = store();
    s.settings.lang = lang;
    s.open_puzzles(GameKind::Russian);
    let session = s.puzzles.as_mut().expect("the shipped puzzles");
    let fits = |session: &PuzzleSession, index: usize| {
        let puzzle = &session.puzzles[index];
        let mut probe = session.clone();
        probe.show(index);
        puzzle.line.len() >= 3
            && puzzle.refutations[0].first().is_some_and(|r| !r.reply.is_empty())
            && probe.board.play_texts(&puzzle.line[..2]).is_ok()
            && !probe.board.input().forced_capturers().is_empty()
    };
    let index = (0..session.puzzles.len()).find(|&i| fits(session, i)).expect("such a puzzle");
    session.show(index);
    Harness::new(s)
}

/// The puzzle shown, read from the app's store.
fn shown_puzzle(h: &Harness) -> PuzzleSession {
    let store = h.root_context::<Signal<AppState>>();
    h.dom.in_runtime(|| store.read().puzzles.clone().expect("puzzles"))
}

/// Taps the squares of the engine's move `text` on the puzzle's board.
fn tap_move(h: &mut Harness, text: &str) {
    let puzzle = shown_puzzle(h);
    let board = puzzle.board.game();
    let view = board.move_view(board.parse_move(text).expect("a legal move"));
    h.tap(u8::from(view.from));
    for square in view.path {
        h.tap(u8::from(square));
    }
}

#[test]
fn a_puzzle_reads_out_the_piece_picked_up_a_wrong_move_its_refutation_and_the_right_line() {
    let mut h = puzzles_at_a_long_shot(Lang::Pt);
    let puzzle = shown_puzzle(&h).puzzle().clone();
    let task = match shown_puzzle(&h).board.input().side_to_move() {
        Side::White => "As brancas jogam e ganham",
        Side::Black => "As pretas jogam e ganham",
    };
    // A piece picked up: where it may land.
    let shown_now = shown_puzzle(&h);
    let board = shown_now.board.game();
    let first = board.move_view(board.parse_move(&puzzle.line[0]).unwrap());
    h.tap(u8::from(first.from));
    let said = announced(&h.html());
    assert!(said.starts_with(&format!("{task}. {}, destinos: ", first.from)), "{said}");
    h.tap(u8::from(first.from));
    // A wrong move: the verdict, the move and the defence's answer.
    let wrong = puzzle.refutations[0][0].clone();
    tap_move(&mut h, &wrong.mv);
    let said = announced(&h.html());
    let expected = format!("✗ Não é esse: {}, a defesa responde {}", shown(&wrong.mv), shown(&wrong.reply[0]));
    assert!(said.starts_with(&expected), "{said}");
    h.click("puzzle-retry");
    assert_eq!(announced(&h.html()), task, "back to the task");
    // The right move: it, the defence's answer, the verdict, then the capture it forces.
    tap_move(&mut h, &puzzle.line[0]);
    assert_eq!(
        announced(&h.html()),
        format!(
            "Seu lance: {}, a defesa responde {}. ✓ Certo! A defesa respondeu; continue. Captura obrigatória",
            shown(&puzzle.line[0]),
            shown(&puzzle.line[1])
        )
    );
    for text in puzzle.line.iter().skip(2).step_by(2) {
        tap_move(&mut h, text);
    }
    // The solver plays the line's even moves; the last of them solves it.
    let last_mine = &puzzle.line[(puzzle.line.len() - 1) / 2 * 2];
    assert_eq!(announced(&h.html()), format!("Seu lance: {}. 🏆 Resolvido!", shown(last_mine)));
}

#[test]
fn a_puzzle_reads_out_the_move_and_the_defences_answer_in_russian() {
    let mut h = puzzles_at_a_long_shot(Lang::Ru);
    let puzzle = shown_puzzle(&h).puzzle().clone();
    tap_move(&mut h, &puzzle.line[0]);
    assert_eq!(
        announced(&h.html()),
        format!(
            "Ваш ход: {}, соперник отвечает {}. ✓ Верно! Соперник ответил; продолжайте. Бой обязателен",
            shown(&puzzle.line[0]),
            shown(&puzzle.line[1])
        )
    );
}
