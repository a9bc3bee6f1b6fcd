//! The words of nearby play (a room held by this phone) in English.

use crate::i18n::online::NearbyTexts;

pub(crate) static NEARBY: NearbyTexts = NearbyTexts {
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
