//! The list's filters: the game, the opponent kind and the result (each a segmented choice with
//! "Todos", whose radios tell screen readers which is chosen), and a search by the opponent's
//! name. They change the store's [`crate::records::ArchiveFilter`] through
//! [`crate::store::games::GamesState::change_filter`], which also lets go of the selected games
//! the new filter hides; the list applies it.

use crate::i18n::games::games_texts;
use crate::records::{Origin, ResultFilter};
use crate::store::use_app;
use crate::widgets::choice::{Segment, SegmentedChoice};
use crate::widgets::labels::game_name;
use crate::widgets::{hit, keys};
use dioxus::prelude::*;
use plyyard_engine::{GameKind, GAMES};

#[component]
pub fn GamesFilters() -> Element {
    let mut store = use_app();
    let state = store.read();
    let (t, gt) = (state.texts(), games_texts(state.settings.lang));
    let filter = state.games.filter.clone();
    let mut games: Vec<Segment<Option<GameKind>>> = vec![Segment::text(None, "games-kind-all", gt.all)];
    games.extend(
        GAMES
            .iter()
            .map(|game| Segment::text(Some(game.kind), format!("games-kind-{}", game.slug), game_name(game.kind, t))),
    );
    let origins = vec![
        Segment::text(None, "games-origin-all", gt.all),
        Segment::text(Some(Origin::VsBot), "games-origin-bot", gt.kind_bot),
        Segment::text(Some(Origin::FaceToFace), "games-origin-face", gt.kind_face_to_face),
        Segment::text(Some(Origin::Online), "games-origin-online", gt.kind_online),
        Segment::text(Some(Origin::Nearby), "games-origin-nearby", gt.kind_nearby),
        Segment::text(Some(Origin::Imported), "games-origin-imported", gt.kind_imported),
    ];
    let results = vec![
        Segment::text(None, "games-result-all", gt.all),
        Segment::text(Some(ResultFilter::Won), "games-result-won", gt.filter_won),
        Segment::text(Some(ResultFilter::Lost), "games-result-lost", gt.filter_lost),
        Segment::text(Some(ResultFilter::Drawn), "games-result-drawn", gt.filter_drawn),
        Segment::text(Some(ResultFilter::Unfinished), "games-result-unfinished", gt.filter_unfinished),
    ];
    rsx! {
        section { class: "card games-filters",
            h3 { "{gt.filter_game}" }
            SegmentedChoice {
                name: gt.filter_game,
                options: games,
                chosen: filter.kind,
                on_choose: move |kind| store.write().games.change_filter(|filter| filter.kind = kind),
            }
            h3 { "{gt.filter_opponent}" }
            SegmentedChoice {
                name: gt.filter_opponent,
                options: origins,
                chosen: filter.origin,
                on_choose: move |origin| store.write().games.change_filter(|filter| filter.origin = origin),
            }
            h3 { "{gt.filter_result}" }
            SegmentedChoice {
                name: gt.filter_result,
                options: results,
                chosen: filter.result,
                on_choose: move |result| store.write().games.change_filter(|filter| filter.result = result),
            }
            input {
                onkeydown: keys::keep_typing_in_field,
                class: "games-search",
                r#type: "search",
                placeholder: "{gt.search}",
                "aria-label": "{gt.search}",
                "data-hit": hit("games-search"),
                // The field owns its text while the player types (see the import's field).
                initial_value: "{filter.text}",
                oninput: move |event| store.write().games.change_filter(|filter| filter.text = event.value()),
            }
        }
    }
}
