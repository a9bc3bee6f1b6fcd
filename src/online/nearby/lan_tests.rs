//! Reading rooms from the network: a record the host wrote reads back as the same room; a
//! malformed, foreign or hostile record is left out with its reason; a room is announced only
//! while it waits for a guest.

use super::*;
use crate::online::state::fresh_room;
use plyyard_protocol::{ChairView, Occupant};
use std::collections::HashMap;

fn ana() -> LanRoom {
    LanRoom {
        room: "K7QM2X".into(),
        host: "Ana".into(),
        game: GameKind::Russian,
        port: 7878,
        addresses: vec![Ipv4Addr::new(10, 77, 0, 1)],
    }
}

fn read(txt: &[(&str, &str)], port: u16, addresses: &[Ipv4Addr]) -> Result<LanRoom, BadRecord> {
    let map: HashMap<&str, &str> = txt.iter().copied().collect();
    LanRoom::from_txt(|key| map.get(key).copied(), port, addresses.iter().copied())
}

#[test]
fn a_room_reads_back_from_its_own_record() {
    let room = ana();
    let txt = room.txt();
    let keys: Vec<&str> = txt.iter().map(|(key, _)| *key).collect();
    assert_eq!(keys, ["v", "g", "n", "r"]);
    assert!(txt.contains(&("g", "russian_draughts".to_string())), "{txt:?}");
    let pairs: Vec<(&str, &str)> = txt.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(read(&pairs, 7878, &room.addresses), Ok(room.clone()));
    assert_eq!(room.servers(), vec!["ws://10.77.0.1:7878/ws"]);
    for kind in GameKind::ALL {
        assert_eq!(game_from_wire_name(&game_wire_name(kind)), Some(kind));
    }
}

#[test]
fn malformed_and_foreign_records_are_left_out() {
    let ip = [Ipv4Addr::new(192, 168, 0, 5)];
    let good = [("v", "1"), ("g", "brazilian_draughts"), ("n", "Ana"), ("r", "K7QM2X")];
    assert!(read(&good, 7878, &ip).is_ok());
    let with = |key: &str, value: &'static str| -> Vec<(&str, &str)> {
        good.iter().map(|&(k, v)| if k == key { (k, value) } else { (k, v) }).collect()
    };
    let without = |key: &str| -> Vec<(&str, &str)> { good.iter().copied().filter(|(k, _)| *k != key).collect() };
    assert_eq!(read(&without("r"), 7878, &ip), Err(BadRecord::Missing("r")));
    assert_eq!(read(&with("n", "  "), 7878, &ip), Err(BadRecord::Missing("n")));
    assert!(matches!(read(&with("v", "2"), 7878, &ip), Err(BadRecord::Version(_))));
    assert!(matches!(read(&with("v", "one"), 7878, &ip), Err(BadRecord::Version(_))));
    assert!(matches!(read(&with("g", "chess"), 7878, &ip), Err(BadRecord::Game(_))));
    assert_eq!(read(&with("n", "Ana\u{202e}xx"), 7878, &ip), Err(BadRecord::Name));
    assert_eq!(read(&with("n", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), 7878, &ip), Err(BadRecord::Name));
    assert_eq!(read(&with("r", "../../etc"), 7878, &ip), Err(BadRecord::Code));
    assert_eq!(read(&with("r", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), 7878, &ip), Err(BadRecord::Code));
    assert_eq!(read(&good, 0, &ip), Err(BadRecord::Address));
    assert_eq!(read(&good, 7878, &[Ipv4Addr::LOCALHOST, Ipv4Addr::BROADCAST]), Err(BadRecord::Address));
    // A code in lower case is the same room.
    assert_eq!(read(&with("r", "k7qm2x"), 7878, &ip).unwrap().room, "K7QM2X");
}

#[test]
fn a_room_is_announced_only_while_it_waits_for_its_guest() {
    let hosting = Hosting { port: 7878, addresses: vec![Ipv4Addr::new(10, 77, 0, 1)] };
    let mut room = fresh_room("K7QM2X", GameSetup::new(GameKind::Russian), None);
    room.white.occupant = Some(Occupant::Person { name: "Ana".into() });
    assert_eq!(LanRoom::waiting(&room, " Ana ", &hosting), Some(ana()));
    assert_eq!(LanRoom::waiting(&room, "Ana", &Hosting { port: 7878, addresses: vec![] }), None);
    let mut full = room.clone();
    full.black = ChairView { occupant: Some(Occupant::Person { name: "Bia".into() }), ..Default::default() };
    assert_eq!(LanRoom::waiting(&full, "Ana", &hosting), None);
    for status in [RoomStatus::Playing, RoomStatus::Finished, RoomStatus::Closed] {
        assert_eq!(LanRoom::waiting(&RoomSnapshot { status, ..room.clone() }, "Ana", &hosting), None);
    }
}
