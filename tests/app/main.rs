//! The app's integration tests, one binary: each test binary links the whole Dioxus stack, so
//! seven of them cost seven links of it. Each module was a binary of its own:
//!
//! * [`components`]: the app in a `VirtualDom`, driven by clicks and keys, checked through its HTML;
//! * [`learn`]: the Learn section's pages, exercises and guides;
//! * [`review_screens`]: the review, its graph and its marks;
//! * [`games_screens`]: 📚 Partidas over a real archive (list, filters, replay, export, delete, import);
//! * [`mistakes_screens`]: "Meus erros" (the player's mistakes as exercises) and the statistics;
//! * [`online_screens`] and [`online_client`]: 🌐 Multiplayer against a real room service on
//!   loopback (plain, TLS, through a proxy that cuts connections); [`online_way_back`]: the way
//!   from a room to the other screens and back; [`online_announce`]: the room's live region;
//!   [`online_guidance`]: the online game's turn line, seats and capture guidance;
//!   [`online_cluster`]: the client on two nodes sharing PostgreSQL, one stopping mid-game;
//!   [`online_nearby`]: 📡 Salas por perto's list and knock, and the host's knock dialog;
//! * [`e2e_vs_bot`] and [`e2e_screens`]: the real desktop window under a display, `#[ignore]`d
//!   here; `tests/e2e/play_vs_bot.sh` and `scripts/screenshots.sh` run them;
//! * [`text_200_pages`]: pages for `tests/e2e/text_200.sh` (the layout at 200% text), `#[ignore]`d.
//!
//! The app-data directory is the process's (`PLYYARD_DATA_DIR`): the tests that use it share one
//! ([`common::process_data_dir`]) and take [`common::one_test_at_a_time`].

#[path = "../common/mod.rs"]
mod common;

mod components;
mod e2e_screens;
mod e2e_vs_bot;
mod games_screens;
mod learn;
mod mistakes_screens;
mod online_announce;
mod online_client;
mod online_cluster;
mod online_guidance;
mod online_nearby;
mod online_screens;
mod online_way_back;
mod review_screens;
mod text_200_pages;
