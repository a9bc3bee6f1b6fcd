//! Navigation and dialogs: the screens ([`Screen`]), the dialog shown over them ([`Dialog`]),
//! the way back to the game in progress, and Escape.

use super::AppState;
use plyyard_engine::GameKind;

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Game,
    Rules(GameKind),
    Settings,
    /// 🎓 Aprender: the guide and exercises of a game (`crate::learn`).
    Learn(GameKind),
    /// 🌐 Multiplayer: rooms, invites and online games (`crate::online::ui`).
    Online,
    /// 📈 Análise: the engine's review of a game (`crate::review`).
    Review,
    /// 🧩 Golpes: the puzzles of a game (`crate::puzzles`).
    Puzzles(GameKind),
    /// 📚 Partidas: the kept games (`crate::games`).
    Games,
    /// "Meus erros", beside 🧩 Golpes: the player's mistakes as exercises (`crate::puzzles`).
    Mistakes,
}

/// A dialog shown over the current screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// 📐 Conjunto de regras and ⚖ Resolubilidade.
    RuleSet,
    /// 🎨 Temas.
    Themes,
    /// 🧠 Nível da IA.
    AiLevel,
    Export,
    Import,
    ConfirmResign,
    /// The Revessker piece legend.
    Legend,
    /// "Abandonar a partida em andamento?": a new game would replace one in progress
    /// ([`AppState::pending_start`] says which).
    ConfirmAbandon,
}

impl AppState {
    /// Back to the game in progress.
    pub fn resume(&mut self) {
        if self.local_game.is_some() {
            self.screen = Screen::Game;
        }
    }

    /// Escape: closes the promotion choice without moving, else drops the piece picked up (or
    /// the path under way), else closes the open dialog.
    pub fn escape(&mut self) {
        let session = self.local_game.as_ref();
        if session.is_some_and(|s| s.board.is_choosing_promotion()) {
            self.choose_promotion(None);
        } else if session.is_some_and(|s| s.board.selection.from.is_some()) {
            self.cancel_selection();
        } else {
            self.close_dialog();
        }
    }

    pub fn open(&mut self, dialog: Dialog) {
        self.dialog = Some(dialog);
        if dialog == Dialog::Import {
            self.import_error = None;
        }
    }

    pub fn close_dialog(&mut self) {
        if self.dialog == Some(Dialog::ConfirmAbandon) {
            self.drop_pending_start();
        }
        self.dialog = None;
    }
}
