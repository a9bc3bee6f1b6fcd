//! The words of 📚 Partidas (the kept games) in Portuguese.

use crate::i18n::games::GamesTexts;
use crate::i18n::grouped;

pub(crate) static GAMES: GamesTexts = GamesTexts {
    open_button: "📚 Partidas",
    title: "📚 Partidas",
    loading: "Carregando as partidas…",
    empty: "Nenhuma partida guardada ainda. Cada partida que terminar aparece aqui.",
    no_match: "Nenhuma partida com esses filtros.",
    filter_game: "Jogo",
    filter_opponent: "Adversário",
    filter_result: "Resultado",
    all: "Todos",
    kind_bot: "🤖 Bot",
    kind_face_to_face: "👥 Mesmo aparelho",
    kind_online: "🌐 Online",
    kind_nearby: "📡 Por perto",
    kind_imported: "📋 Importadas",
    filter_won: "Vitórias",
    filter_lost: "Derrotas",
    filter_drawn: "Empates",
    filter_unfinished: "Inacabadas",
    search: "Buscar pelo nome do adversário",
    against_bot: |level, name| format!("Bot nível {level} ({name})"),
    face_to_face: "Mesmo aparelho",
    room: |code| format!("sala {code}"),
    nobody: "cadeira vazia",
    imported: |number| format!("importada (nº {number})"),
    unknown_player: "?",
    won: "Vitória",
    lost: "Derrota",
    unfinished: "Inacabada",
    ending_left: "deixada no meio",
    ending_recorded: "resultado do arquivo",
    date: |year, month, day| format!("{day:02}/{month:02}/{year}"),
    reviewed: "📈 analisada",
    select_game: "Selecionar esta partida",
    select_all: |count| format!("Selecionar todas ({})", grouped(count, '.')),
    clear_selection: "Limpar seleção",
    selected: |count| {
        if count == 1 {
            "1 selecionada".to_string()
        } else {
            format!("{} selecionadas", grouped(count, '.'))
        }
    },
    rows_of: |rows, total| {
        if total == 1 {
            "1 partida".to_string()
        } else {
            format!("{} de {} partidas", grouped(rows, '.'), grouped(total, '.'))
        }
    },
    show_more: "Mostrar mais",
    open_game: "Abrir no tabuleiro",
    export: "⬇ Exportar PDN",
    delete: "🗑 Apagar",
    delete_count: |count| {
        if count == 1 {
            "🗑 Apagar 1 partida".to_string()
        } else {
            format!("🗑 Apagar {} partidas", grouped(count, '.'))
        }
    },
    confirm_delete_title: "Apagar partidas?",
    confirm_delete_body: |count| {
        if count == 1 {
            "Apagar 1 partida? Isso não pode ser desfeito.".to_string()
        } else {
            format!("Apagar {count} partidas? Isso não pode ser desfeito.")
        }
    },
    export_title: "Exportar partidas",
    export_hint: "Copie o texto, baixe o arquivo ou compartilhe.",
    download: "⬇ Baixar arquivo",
    share: "📤 Compartilhar",
    copied: "Copiado para a área de transferência.",
    copy: "📋 Copiar",
    share_failed: "Não foi possível compartilhar nem copiar: selecione o texto acima e copie-o.",
    tag_player: "Jogador",
    tag_bot: |level| format!("Ply Yard — nível {level}"),
    cannot_open: "Não foi possível abrir esta partida.",
    analyse: "📈 Analisar",
    import_button: "📥 Importar arquivo PDN",
    import_title: "Importar partidas",
    import_hint: "Cole o texto de um arquivo com várias partidas, ou escolha o arquivo. Jogo das partidas:",
    import_pick_file: "Escolher arquivo",
    import_go: "Importar",
    imported_count: |count| {
        if count == 1 {
            "1 partida importada.".to_string()
        } else {
            format!("{count} partidas importadas.")
        }
    },
    import_nothing: "Nenhuma partida encontrada no texto.",
};
