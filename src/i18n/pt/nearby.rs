//! The words of nearby play (a room held by this phone) in Portuguese.

use crate::i18n::online::NearbyTexts;

pub(crate) static NEARBY: NearbyTexts = NearbyTexts {
    place_title: "Onde fica a sala",
    place_here: "Neste aparelho (rede local)",
    place_here_hint: "Sem internet e sem servidor: quem estiver na mesma rede Wi-Fi, ou no roteador do seu celular, lê o QR Code e joga.",
    place_server: "Servidor",
    room_at: "Sala em",
    starting: "Abrindo a sala neste aparelho…",
    no_network: "Conecte-se a uma rede Wi-Fi ou ative o roteador do celular.",
    listen_failed: "Não foi possível abrir a sala neste aparelho.",
    help_title: "Sala neste aparelho",
    help_paragraphs: &[
        "Com \"Neste aparelho (rede local)\", o seu celular guarda a sala: não é preciso internet nem servidor. O amigo precisa estar na mesma rede Wi-Fi que você, ou conectado ao roteador do seu celular.",
        "A sala vive enquanto o Ply Yard estiver aberto no seu celular. Se você bloquear a tela ou trocar de app, o sistema pode pausar o Ply Yard: o amigo vê você como desconectado e volta a jogar assim que você abrir o app de novo.",
        "Se o app for fechado, a sala e todos os lances confirmados ficam guardados no celular: abra o Ply Yard, toque em \"↻ Voltar à sala\" e o amigo se reconecta sozinho.",
        "Ao fechar a sala, o celular para de receber conexões. Só quem tem o convite entra; ninguém mais cria salas no seu aparelho.",
    ],
};
