//! The way back to the room: while the player is in a room and looks at another screen (Home, a
//! game against the bot, the settings…), a bar at the top says which room, and when the game
//! there waits for their move, says so ("Sua vez na sala K7QM2X — voltar"). Tapping it shows
//! the room page. It reads the online state the app's root keeps, so an opponent's move made
//! meanwhile changes it at once.

use crate::online::ui::{use_online, Page};
use crate::store::Screen;
use crate::widgets::hit;
use dioxus::prelude::*;

/// The bar, or nothing when the player is in no room.
#[component]
pub fn BackToRoom() -> Element {
    crate::widgets::renders::count_render("BackToRoom");
    let ctx = use_online();
    let t = ctx.texts();
    let ui = ctx.ui.read();
    let Some(state) = ui.state() else {
        return rsx! {};
    };
    let Some(room) = state.current_room() else {
        return rsx! {};
    };
    let my_move = state.is_my_turn();
    let lead = if my_move { t.your_move_in_room } else { t.you_are_in_room };
    let code = room.room.clone();
    rsx! {
        // Read out when it changes: the opponent's move makes it "your move".
        div { class: "room-return-bar", role: "status",
            button {
                class: if my_move { "room-return my-move" } else { "room-return" },
                "data-hit": hit("room-return"),
                "data-my-move": "{my_move}",
                onclick: move |_| {
                    let mut ui = ctx.ui;
                    let mut app = ctx.app;
                    ui.write().page = Page::Room;
                    app.write().screen = Screen::Online;
                },
                span { class: "room-return-icon", "aria-hidden": "true", "🌐" }
                span { class: "room-return-text",
                    "{lead} "
                    b { "{code}" }
                    " — {t.back_to_room}"
                }
            }
        }
    }
}
