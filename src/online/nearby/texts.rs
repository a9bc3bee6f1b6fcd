//! The words of nearby play (a room held by this phone), Portuguese first, English second and
//! Russian third, in the shape of [`crate::online::texts`].

use crate::i18n::Lang;

pub struct NearbyTexts {
    pub place_title: &'static str,
    pub place_here: &'static str,
    pub place_here_hint: &'static str,
    pub place_server: &'static str,
    pub room_at: &'static str,
    pub starting: &'static str,
    pub no_network: &'static str,
    pub listen_failed: &'static str,
    pub help_title: &'static str,
    pub help_paragraphs: &'static [&'static str],
}

pub static PT: NearbyTexts = NearbyTexts {
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

pub static EN: NearbyTexts = NearbyTexts {
    place_title: "Where the room lives",
    place_here: "On this device (local network)",
    place_here_hint: "No internet and no server: anyone on the same Wi-Fi, or on your phone's hotspot, scans the QR code and plays.",
    place_server: "Server",
    room_at: "Room at",
    starting: "Opening the room on this device…",
    no_network: "Connect to a Wi-Fi network or turn on your phone's hotspot.",
    listen_failed: "The room could not be opened on this device.",
    help_title: "A room on this device",
    help_paragraphs: &[
        "With \"On this device (local network)\", your phone holds the room: no internet and no server are needed. Your friend must be on the same Wi-Fi as you, or connected to your phone's hotspot.",
        "The room lives while Ply Yard is open on your phone. If you lock the screen or switch apps, the system may pause Ply Yard: your friend sees you as disconnected and plays on as soon as you open the app again.",
        "If the app is closed, the room and every confirmed move stay saved on the phone: open Ply Yard, tap \"↻ Back to the room\" and your friend reconnects by themselves.",
        "When you close the room, the phone stops taking connections. Only people with the invite get in; nobody else can create rooms on your device.",
    ],
};

pub static RU: NearbyTexts = NearbyTexts {
    place_title: "Где находится комната",
    place_here: "На этом устройстве (локальная сеть)",
    place_here_hint: "Без интернета и без сервера: любой в той же сети Wi-Fi или в точке доступа вашего телефона сканирует QR-код и играет.",
    place_server: "Сервер",
    room_at: "Комната на",
    starting: "Открываем комнату на этом устройстве…",
    no_network: "Подключитесь к сети Wi-Fi или включите точку доступа на телефоне.",
    listen_failed: "Не удалось открыть комнату на этом устройстве.",
    help_title: "Комната на этом устройстве",
    help_paragraphs: &[
        "С вариантом «На этом устройстве (локальная сеть)» комнату держит ваш телефон: не нужны ни интернет, ни сервер. Друг должен быть в той же сети Wi-Fi, что и вы, или подключён к точке доступа вашего телефона.",
        "Комната живёт, пока Ply Yard открыт на вашем телефоне. Если вы заблокируете экран или переключитесь на другое приложение, система может приостановить Ply Yard: друг увидит, что вы отключились, и продолжит игру, как только вы снова откроете приложение.",
        "Если приложение закрыто, комната и все подтверждённые ходы сохраняются на телефоне: откройте Ply Yard, нажмите «↻ Вернуться в комнату», и друг переподключится сам.",
        "Когда вы закрываете комнату, телефон перестаёт принимать подключения. Войти может только тот, у кого есть приглашение; никто другой не может создавать комнаты на вашем устройстве.",
    ],
};

pub fn nearby_texts(lang: Lang) -> &'static NearbyTexts {
    match lang {
        Lang::Pt => &PT,
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}
