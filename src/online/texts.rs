//! The online screens' own words, Portuguese first, English second and Russian third (in `ru`),
//! in the shape of [`crate::i18n`]: one struct of fields, one static per language.
//!
//! The dialog titles ("🌐 Multiplayer", "QR Code do Convite", "📷 Ler QR Code", "❔ Ajuda do
//! Multiplayer", "Aviso Multiplayer") are seed `docs/seeds/000.txt`'s. The help and the warning are seed `docs/seeds/001.txt`'s room
//! rules ("Salas, bot e tempo", "Vitória, abandono e recomeço", "Empates nesta edição online"),
//! word for word in Portuguese.

use crate::i18n::Lang;

mod ru;
pub use ru::RU;

/// A titled paragraph of the help.
pub struct HelpSection {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// Every text of the online screens in one language.
pub struct OnlineTexts {
    pub multiplayer_title: &'static str,
    pub invite_qr_title: &'static str,
    pub scan_title: &'static str,
    pub help_title: &'static str,
    pub warning_title: &'static str,
    pub intro: &'static str,
    pub create_room: &'static str,
    pub rejoin_room: &'static str,
    pub join_with_link: &'static str,
    pub paste_link: &'static str,
    pub join: &'static str,
    pub your_name: &'static str,
    pub default_name: &'static str,
    pub server_address: &'static str,
    pub server_hint: &'static str,
    /// Under a plain `ws://` address that leaves the local network.
    pub server_plain_warning: &'static str,
    pub game: &'static str,
    pub time_per_move: &'static str,
    pub no_limit: &'static str,
    pub seconds: &'static str,
    pub create: &'static str,
    pub room: &'static str,
    pub chairs: &'static str,
    pub free_chair: &'static str,
    pub sit_here: &'static str,
    pub add_bot: &'static str,
    pub remove_bot: &'static str,
    pub reserve: &'static str,
    pub bot: &'static str,
    pub you: &'static str,
    pub host: &'static str,
    pub connected: &'static str,
    pub disconnected: &'static str,
    pub leaving_at_result: &'static str,
    pub reserved_by: &'static str,
    pub start: &'static str,
    pub pause: &'static str,
    pub resume: &'static str,
    pub close_room: &'static str,
    pub new_game: &'static str,
    pub leave: &'static str,
    pub leave_room: &'static str,
    /// The room page's way to the home screen, the room kept ("🏠 Início").
    pub go_home: &'static str,
    /// Its accessible name and tooltip: it does not leave the room.
    pub go_home_keeps_room: &'static str,
    /// On the other screens, before the room's code: "Você está na sala" K7QM2X.
    pub you_are_in_room: &'static str,
    /// The same when the game waits for this player's move: "Sua vez na sala" K7QM2X.
    pub your_move_in_room: &'static str,
    /// After the room's code: "— voltar".
    pub back_to_room: &'static str,
    pub stay: &'static str,
    pub invite: &'static str,
    pub copy_link: &'static str,
    pub copied: &'static str,
    pub share: &'static str,
    pub status_lobby: &'static str,
    pub status_playing: &'static str,
    pub status_finished: &'static str,
    pub status_closed: &'static str,
    pub paused_by_host: &'static str,
    pub paused_nobody: &'static str,
    pub your_turn: &'static str,
    pub their_turn: &'static str,
    pub watching: &'static str,
    pub seconds_left: &'static str,
    pub offer_draw: &'static str,
    pub draw_offered_by_you: &'static str,
    pub draw_offered_to_you: &'static str,
    pub accept: &'static str,
    pub decline: &'static str,
    pub resign: &'static str,
    pub connecting: &'static str,
    pub offline_retrying: &'static str,
    pub sending_move: &'static str,
    pub move_waits_for_network: &'static str,
    pub move_confirmed: &'static str,
    pub move_not_played: &'static str,
    pub refused: &'static str,
    pub not_sent_offline: &'static str,
    pub room_full: &'static str,
    pub unreachable: &'static str,
    pub room_not_found: &'static str,
    pub room_closed: &'static str,
    pub bad_invite: &'static str,
    pub server_busy: &'static str,
    pub left: &'static str,
    pub not_same_network: &'static str,
    pub host_gone: &'static str,
    pub host_away: &'static str,
    pub create_not_allowed: &'static str,
    /// A `wss://` server whose certificate is refused.
    pub bad_certificate: &'static str,
    pub scan_hint: &'static str,
    pub pick_photo: &'static str,
    pub no_camera: &'static str,
    pub camera_denied: &'static str,
    /// In a browser, on a page over plain http, where the camera cannot open.
    pub camera_needs_https: &'static str,
    pub camera_error: &'static str,
    pub not_ply_yard_code: &'static str,
    pub no_code_in_photo: &'static str,
    pub bad_photo: &'static str,
    pub bad_link: &'static str,
    pub scanning: &'static str,
    pub wins: &'static str,
    pub draw: &'static str,
    pub abandonment: &'static str,
    pub deadline_move: &'static str,
    pub back: &'static str,
    pub close: &'static str,
    pub help_sections: &'static [HelpSection],
    pub warning_paragraphs: &'static [&'static str],
    /// Asked before joining by an invite when the player has never given a name.
    pub ask_name_title: &'static str,
    pub ask_name_hint: &'static str,
    pub enter_room: &'static str,
    /// The help's word on the phone's permission for nearby play.
    pub local_network_permission: &'static str,
}

pub static PT: OnlineTexts = OnlineTexts {
    multiplayer_title: "🌐 Multiplayer",
    invite_qr_title: "QR Code do Convite",
    scan_title: "📷 Ler QR Code",
    help_title: "❔ Ajuda do Multiplayer",
    warning_title: "Aviso Multiplayer",
    intro: "Crie uma sala e convide alguém por QR Code, ou leia o QR Code de quem convidou você.",
    create_room: "Criar uma sala",
    rejoin_room: "↻ Voltar à sala",
    join_with_link: "Entrar com um link de convite",
    paste_link: "Cole aqui o link do convite",
    join: "Entrar",
    your_name: "Seu nome",
    default_name: "Jogador",
    server_address: "Endereço do servidor",
    server_hint: "Por exemplo wss://jogos.exemplo.org na internet, ou ws://192.168.0.10:7878 na sua rede.",
    server_plain_warning: "Um endereço ws:// na internet não é protegido: quem estiver no caminho pode ler e mudar os lances. Use o endereço wss:// do servidor.",
    game: "Jogo",
    time_per_move: "Tempo por jogada",
    no_limit: "Sem limite",
    seconds: "s",
    create: "Criar a sala",
    room: "Sala",
    chairs: "Cadeiras",
    free_chair: "livre",
    sit_here: "Sentar aqui",
    add_bot: "Adicionar bot",
    remove_bot: "Remover bot",
    reserve: "Reservar para a próxima",
    bot: "Bot",
    you: "você",
    host: "anfitrião",
    connected: "conectado",
    disconnected: "desconectado",
    leaving_at_result: "sai no resultado",
    reserved_by: "reservado por",
    start: "Iniciar",
    pause: "Pausar",
    resume: "Retomar",
    close_room: "Fechar a sala",
    new_game: "Nova partida",
    leave: "Sair",
    leave_room: "Sair da sala",
    go_home: "Início",
    go_home_keeps_room: "Ir ao início sem sair da sala",
    you_are_in_room: "Você está na sala",
    your_move_in_room: "Sua vez na sala",
    back_to_room: "voltar",
    stay: "Ficar",
    invite: "Convidar",
    copy_link: "Copiar o link",
    copied: "Link copiado",
    share: "Compartilhar",
    status_lobby: "Esperando o início",
    status_playing: "Partida em andamento",
    status_finished: "Partida terminada",
    status_closed: "Sala fechada",
    paused_by_host: "Pausada pelo anfitrião",
    paused_nobody: "Pausada: ninguém conectado",
    your_turn: "Sua vez",
    their_turn: "Vez do adversário",
    watching: "Você está assistindo",
    seconds_left: "s restantes",
    offer_draw: "Propor empate",
    draw_offered_by_you: "Você propôs empate",
    draw_offered_to_you: "O adversário propõe empate",
    accept: "Aceitar",
    decline: "Recusar",
    resign: "Desistir",
    connecting: "Conectando…",
    offline_retrying: "Sem conexão — tentando de novo",
    sending_move: "Enviando o lance…",
    move_waits_for_network: "O lance será enviado quando a conexão voltar.",
    move_confirmed: "Lance confirmado pelo servidor após a reconexão",
    move_not_played: "Lance não jogado",
    refused: "Recusado pelo servidor",
    not_sent_offline: "Sem conexão: o comando não foi enviado.",
    room_full: "Sala cheia: as duas cadeiras estão ocupadas. Você está assistindo.",
    unreachable: "Servidor inalcançável. Confira o endereço e a rede.",
    room_not_found: "Sala não encontrada: ela não existe mais.",
    room_closed: "A sala foi fechada.",
    bad_invite: "Convite recusado: o código não vale para esta sala.",
    server_busy: "O servidor está cheio. Tente mais tarde.",
    left: "Você saiu da sala.",
    not_same_network: "O anfitrião não está na mesma rede. Conecte-se ao mesmo Wi-Fi (ou ao roteador do celular dele) e leia o QR Code de novo.",
    host_gone: "O app do anfitrião está fechado ou a sala não existe mais. Peça para ele abrir o Ply Yard ou criar outra sala.",
    host_away: "O anfitrião saiu do Ply Yard, bloqueou o celular ou mudou de rede. O jogo continua quando ele voltar.",
    create_not_allowed: "Este aparelho só abre as salas do próprio dono. Entre com o convite dele.",
    bad_certificate: "O certificado do servidor não é válido. Confira o endereço; se ele estiver certo, avise quem cuida do servidor.",
    scan_hint: "Aponte a câmera para o QR Code do convite.",
    pick_photo: "Escolher uma foto",
    no_camera: "Nenhuma câmera encontrada neste aparelho. Escolha uma foto do QR Code.",
    camera_denied: "Permissão da câmera negada. Permita o acesso à câmera ou escolha uma foto.",
    camera_needs_https: "O navegador só abre a câmera em páginas https. Tire ou escolha uma foto do QR Code.",
    camera_error: "A câmera não pôde ser aberta.",
    not_ply_yard_code: "Este QR Code não é um convite do Ply Yard.",
    no_code_in_photo: "Nenhum QR Code encontrado na foto.",
    bad_photo: "A imagem não pôde ser lida.",
    bad_link: "Este link não é um convite do Ply Yard.",
    scanning: "Procurando um QR Code…",
    wins: "vencem",
    draw: "Empate",
    abandonment: "abandono",
    deadline_move: "lance do servidor (prazo esgotado)",
    back: "← Voltar",
    close: "Fechar",
    help_sections: &[
        HelpSection {
            title: "Salas, bot e tempo",
            paragraphs: &[
                "Escolha brancas ou pretas dentro da sala. Convide alguém ou adicione um bot pelo menu Sala. O anfitrião inicia, pausa, retoma e fecha a sala.",
                "Ao esgotar o prazo por jogada, o servidor faz um lance legal completo. Não é um relógio de derrota por tempo. Sem limite, uma pessoa desconectada recebe prazo de 30 segundos; ausência por dois minutos conta como abandono.",
                "Quem entra durante a partida pode reservar o lugar de um bot para a próxima. Remover um bot durante o jogo programa sua saída no resultado. Sem pessoas conectadas, a sala pausa e expira após dois minutos.",
            ],
        },
        HelpSection {
            title: "Vitória, abandono e recomeço",
            paragraphs: &[
                "Quem fica sem peças ou sem movimento perde. Desistir ou sair da sala durante a partida também dá a vitória ao adversário. O anfitrião pode iniciar uma nova partida depois do resultado.",
                "As cores permanecem nas cadeiras e as brancas abrem cada partida. Girar o tabuleiro só muda sua visualização.",
            ],
        },
        HelpSection {
            title: "Empates nesta edição online",
            paragraphs: &[
                "O empate pode acontecer por acordo, por terceira repetição da posição com a mesma cor a jogar ou após 20 jogadas de cada lado apenas com damas, sem captura nem movimento de pedra.",
                "Finais simples têm contagem automática: uma dama contra uma dama recebe até duas jogadas de cada lado; duas damas contra uma, dama e pedra contra dama, dama e pedra contra dama e pedra, ou duas damas contra duas recebem até cinco. A contagem começa ao formar o final e reinicia se o material mudar.",
                "Finais especiais que exigem análise de diagonais ou arbitragem de torneio seguem as regras de repetição, 20 jogadas ou acordo nesta edição. Uma proposta de empate não para o prazo. Jogar recusa uma proposta recebida.",
            ],
        },
    ],
    warning_paragraphs: &[
        "Desistir ou sair da sala durante a partida também dá a vitória ao adversário.",
        "Ao esgotar o prazo por jogada, o servidor faz um lance legal completo. Não é um relógio de derrota por tempo. Sem limite, uma pessoa desconectada recebe prazo de 30 segundos; ausência por dois minutos conta como abandono.",
        "Uma proposta de empate não para o prazo. Jogar recusa uma proposta recebida.",
        "Sem pessoas conectadas, a sala pausa e expira após dois minutos.",
    ],
    ask_name_title: "Como você quer ser chamado?",
    ask_name_hint: "Seu nome aparece para quem convidou você e fica salvo para as próximas salas.",
    enter_room: "Entrar",
    local_network_permission: "Para jogar por perto, permita o acesso à rede local quando o celular pedir (no Android: \"Dispositivos próximos\" ou \"Rede local\"). Sem essa permissão, o convite de uma sala neste aparelho não alcança o amigo.",
};

pub static EN: OnlineTexts = OnlineTexts {
    multiplayer_title: "🌐 Multiplayer",
    invite_qr_title: "Invite QR Code",
    scan_title: "📷 Scan QR Code",
    help_title: "❔ Multiplayer Help",
    warning_title: "Multiplayer Notice",
    intro: "Create a room and invite someone with a QR code, or scan the QR code of whoever invited you.",
    create_room: "Create a room",
    rejoin_room: "↻ Back to the room",
    join_with_link: "Join with an invite link",
    paste_link: "Paste the invite link here",
    join: "Join",
    your_name: "Your name",
    default_name: "Player",
    server_address: "Server address",
    server_hint: "For example wss://games.example.org on the internet, or ws://192.168.0.10:7878 on your network.",
    server_plain_warning: "A ws:// address on the internet is not protected: anyone on the way can read and change the moves. Use the server's wss:// address.",
    game: "Game",
    time_per_move: "Time per move",
    no_limit: "No limit",
    seconds: "s",
    create: "Create the room",
    room: "Room",
    chairs: "Chairs",
    free_chair: "free",
    sit_here: "Sit here",
    add_bot: "Add a bot",
    remove_bot: "Remove the bot",
    reserve: "Reserve for the next game",
    bot: "Bot",
    you: "you",
    host: "host",
    connected: "connected",
    disconnected: "disconnected",
    leaving_at_result: "leaves at the result",
    reserved_by: "reserved by",
    start: "Start",
    pause: "Pause",
    resume: "Resume",
    close_room: "Close the room",
    new_game: "New game",
    leave: "Leave",
    leave_room: "Leave the room",
    go_home: "Home",
    go_home_keeps_room: "Go to the home screen without leaving the room",
    you_are_in_room: "You are in room",
    your_move_in_room: "Your move in room",
    back_to_room: "go back",
    stay: "Stay",
    invite: "Invite",
    copy_link: "Copy the link",
    copied: "Link copied",
    share: "Share",
    status_lobby: "Waiting for the start",
    status_playing: "Game in progress",
    status_finished: "Game over",
    status_closed: "Room closed",
    paused_by_host: "Paused by the host",
    paused_nobody: "Paused: nobody connected",
    your_turn: "Your move",
    their_turn: "Opponent's move",
    watching: "You are watching",
    seconds_left: "s left",
    offer_draw: "Offer a draw",
    draw_offered_by_you: "You offered a draw",
    draw_offered_to_you: "Your opponent offers a draw",
    accept: "Accept",
    decline: "Decline",
    resign: "Resign",
    connecting: "Connecting…",
    offline_retrying: "Offline — retrying",
    sending_move: "Sending the move…",
    move_waits_for_network: "The move will be sent when the connection is back.",
    move_confirmed: "Move confirmed by the server after reconnecting",
    move_not_played: "Move not played",
    refused: "Refused by the server",
    not_sent_offline: "Offline: the command was not sent.",
    room_full: "Room full: both chairs are taken. You are watching.",
    unreachable: "Server unreachable. Check the address and the network.",
    room_not_found: "Room not found: it no longer exists.",
    room_closed: "The room was closed.",
    bad_invite: "Invite refused: the code is not valid for this room.",
    server_busy: "The server is full. Try again later.",
    left: "You left the room.",
    not_same_network: "The host is not on the same network. Join the same Wi-Fi (or their phone's hotspot) and scan the QR code again.",
    host_gone: "The host's app is closed or the room no longer exists. Ask them to open Ply Yard or create another room.",
    host_away: "The host left Ply Yard, locked the phone or changed networks. The game goes on when they come back.",
    create_not_allowed: "This device only opens its owner's rooms. Join with their invite.",
    bad_certificate: "The server's certificate is not valid. Check the address; if it is right, tell whoever runs the server.",
    scan_hint: "Point the camera at the invite's QR code.",
    pick_photo: "Pick a photo",
    no_camera: "No camera found on this device. Pick a photo of the QR code.",
    camera_denied: "Camera permission denied. Allow camera access or pick a photo.",
    camera_needs_https: "The browser opens the camera only on https pages. Take or pick a photo of the QR code.",
    camera_error: "The camera could not be opened.",
    not_ply_yard_code: "This QR code is not a Ply Yard invite.",
    no_code_in_photo: "No QR code found in the photo.",
    bad_photo: "The image could not be read.",
    bad_link: "This link is not a Ply Yard invite.",
    scanning: "Looking for a QR code…",
    wins: "win",
    draw: "Draw",
    abandonment: "abandonment",
    deadline_move: "server's move (time ran out)",
    back: "← Back",
    close: "Close",
    help_sections: &[
        HelpSection {
            title: "Rooms, bot and time",
            paragraphs: &[
                "Choose White or Black inside the room. Invite someone or add a bot from the Room menu. The host starts, pauses, resumes and closes the room.",
                "When the time per move runs out, the server plays a complete legal move. It is not a clock you lose on. Without a limit, a disconnected person gets a 30-second deadline; being away for two minutes counts as abandonment.",
                "Someone who joins during a game can reserve a bot's seat for the next one. Removing a bot during the game schedules its exit at the result. With no people connected, the room pauses and expires after two minutes.",
            ],
        },
        HelpSection {
            title: "Winning, abandoning and starting again",
            paragraphs: &[
                "Whoever runs out of pieces or moves loses. Resigning or leaving the room during the game also gives the win to the opponent. The host can start a new game after the result.",
                "Colours stay with the chairs and White opens every game. Flipping the board only changes your view.",
            ],
        },
        HelpSection {
            title: "Draws in this online edition",
            paragraphs: &[
                "A draw can come by agreement, by the third repetition of the position with the same side to move, or after 20 moves by each side with kings only, without a capture or a man's move.",
                "Simple endings are counted automatically: one king against one king gets up to two moves each; two kings against one, king and man against king, king and man against king and man, or two kings against two get up to five. The count starts when the ending forms and restarts if the material changes.",
                "Special endings that need diagonal analysis or tournament arbitration follow the repetition, 20-move or agreement rules in this edition. A draw offer does not stop the deadline. Playing a move declines an offer received.",
            ],
        },
    ],
    warning_paragraphs: &[
        "Resigning or leaving the room during the game also gives the win to the opponent.",
        "When the time per move runs out, the server plays a complete legal move. It is not a clock you lose on. Without a limit, a disconnected person gets a 30-second deadline; being away for two minutes counts as abandonment.",
        "A draw offer does not stop the deadline. Playing a move declines an offer received.",
        "With no people connected, the room pauses and expires after two minutes.",
    ],
    ask_name_title: "What should we call you?",
    ask_name_hint: "Your name is shown to whoever invited you, and kept for your next rooms.",
    enter_room: "Join",
    local_network_permission: "To play nearby, allow local network access when the phone asks (on Android: \"Nearby devices\" or \"Local network\"). Without it, a room on this device cannot reach your friend.",
};

/// The online texts in `lang`.
pub fn online_texts(lang: Lang) -> &'static OnlineTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 001 as the app ships it (the rules screen reads the same file).
    const SEED_001: &str = include_str!("../../assets/rules/damas-brasileiras.pt.txt");
    /// Its Russian translation, which the Russian help quotes.
    const SEED_001_RU: &str = include_str!("../../assets/rules/damas-brasileiras.ru.txt");

    #[test]
    fn help_and_warning_quote_seed_001_word_for_word() {
        for section in PT.help_sections {
            assert!(SEED_001.contains(section.title), "{}", section.title);
            for paragraph in section.paragraphs {
                assert!(SEED_001.contains(paragraph), "{paragraph}");
            }
        }
        for sentence in PT.warning_paragraphs {
            assert!(SEED_001.contains(sentence), "{sentence}");
        }
    }

    #[test]
    fn russian_help_and_warning_quote_the_russian_rules_page() {
        for section in RU.help_sections {
            assert!(SEED_001_RU.contains(section.title), "{}", section.title);
            for paragraph in section.paragraphs {
                assert!(SEED_001_RU.contains(paragraph), "{paragraph}");
            }
        }
        for sentence in RU.warning_paragraphs {
            assert!(SEED_001_RU.contains(sentence), "{sentence}");
        }
    }

    #[test]
    fn every_language_has_the_same_shape() {
        for other in [&EN, &RU] {
            assert_eq!(PT.help_sections.len(), other.help_sections.len());
            for (pt, translated) in PT.help_sections.iter().zip(other.help_sections) {
                assert_eq!(pt.paragraphs.len(), translated.paragraphs.len());
            }
            assert_eq!(PT.warning_paragraphs.len(), other.warning_paragraphs.len());
        }
        assert_eq!(PT.multiplayer_title, "🌐 Multiplayer");
        assert_eq!(PT.invite_qr_title, "QR Code do Convite");
        assert_eq!(PT.scan_title, "📷 Ler QR Code");
        assert_eq!(PT.help_title, "❔ Ajuda do Multiplayer");
        assert_eq!(PT.warning_title, "Aviso Multiplayer");
    }
}
