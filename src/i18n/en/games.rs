//! The words of 📚 Partidas (the kept games) in English.

use crate::i18n::games::GamesTexts;
use crate::i18n::grouped;

pub(crate) static GAMES: GamesTexts = GamesTexts {
    open_button: "📚 My games",
    title: "📚 My games",
    loading: "Loading your games…",
    empty: "No games kept yet. Every game you finish shows up here.",
    no_match: "No game matches these filters.",
    filter_game: "Game",
    filter_opponent: "Opponent",
    filter_result: "Result",
    all: "All",
    kind_bot: "🤖 Bot",
    kind_face_to_face: "👥 Same device",
    kind_online: "🌐 Online",
    kind_nearby: "📡 Nearby",
    kind_imported: "📋 Imported",
    filter_won: "Wins",
    filter_lost: "Losses",
    filter_drawn: "Draws",
    filter_unfinished: "Unfinished",
    search: "Search by opponent's name",
    against_bot: |level, name| format!("Bot level {level} ({name})"),
    face_to_face: "Same device",
    room: |code| format!("room {code}"),
    nobody: "empty seat",
    imported: |number| format!("imported (no. {number})"),
    unknown_player: "?",
    won: "Win",
    lost: "Loss",
    unfinished: "Unfinished",
    ending_left: "left unfinished",
    ending_recorded: "result from the file",
    date: |year, month, day| format!("{year}-{month:02}-{day:02}"),
    reviewed: "📈 reviewed",
    select_game: "Select this game",
    select_all: |count| format!("Select all ({})", grouped(count, ',')),
    clear_selection: "Clear selection",
    selected: |count| format!("{} selected", grouped(count, ',')),
    rows_of: |rows, total| {
        if total == 1 {
            "1 game".to_string()
        } else {
            format!("{} of {} games", grouped(rows, ','), grouped(total, ','))
        }
    },
    show_more: "Show more",
    open_game: "Open on the board",
    export: "⬇ Export PDN",
    delete: "🗑 Delete",
    delete_count: |count| {
        if count == 1 {
            "🗑 Delete 1 game".to_string()
        } else {
            format!("🗑 Delete {} games", grouped(count, ','))
        }
    },
    confirm_delete_title: "Delete games?",
    confirm_delete_body: |count| {
        if count == 1 {
            "Delete 1 game? This cannot be undone.".to_string()
        } else {
            format!("Delete {count} games? This cannot be undone.")
        }
    },
    export_title: "Export games",
    export_hint: "Copy the text, download the file or share it.",
    download: "⬇ Download file",
    share: "📤 Share",
    copied: "Copied to the clipboard.",
    copy: "📋 Copy",
    share_failed: "Could not share or copy: select the text above and copy it.",
    tag_player: "Player",
    tag_bot: |level| format!("Ply Yard — level {level}"),
    cannot_open: "This game could not be opened.",
    analyse: "📈 Analyse",
    import_button: "📥 Import a PDN file",
    import_title: "Import games",
    import_hint: "Paste the text of a file of several games, or pick the file. The games' game:",
    import_pick_file: "Pick a file",
    import_go: "Import",
    imported_count: |count| {
        if count == 1 {
            "1 game imported.".to_string()
        } else {
            format!("{count} games imported.")
        }
    },
    import_nothing: "No game found in the text.",
};
