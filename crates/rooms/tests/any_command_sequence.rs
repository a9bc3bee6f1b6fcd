//! Property test: any sequence of commands, disconnects, engine answers and clock jumps, from
//! any connection with right or wrong secrets, never panics; a refused command changes nothing;
//! events stay numbered without gaps; the game always equals its start plus the recorded moves.

mod common;

use common::*;
use plyyard_engine::Game;
use plyyard_protocol::{Chair, ClientCommand};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Step {
    Command { conn: u64, which: u8, chair: bool, secret: u8, ply_offset: i8, legal: bool },
    Disconnect(u64),
    Advance(u32),
    ServeMoveRequest,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        6 => (1..6u64, 0..19u8, any::<bool>(), 0..5u8, -2..3i8, any::<bool>())
            .prop_map(|(conn, which, chair, secret, ply_offset, legal)| Step::Command { conn, which, chair, secret, ply_offset, legal }),
        1 => (1..6u64).prop_map(Step::Disconnect),
        2 => (0..200_000u32).prop_map(Step::Advance),
        2 => Just(Step::ServeMoveRequest),
    ]
}

fn command(h: &Harness, which: u8, chair: bool, secret: u8, ply_offset: i8, legal: bool) -> ClientCommand {
    let chair = if chair { Chair::White } else { Chair::Black };
    let secret = match secret {
        0 => h.host_secret.clone(),
        1 => h.invite.clone(),
        2 => h.white_secret.clone(),
        3 => h.black_secret.clone(),
        _ => "f".repeat(48),
    };
    let ply = (h.room.game().ply() as i64 + 1 + ply_offset as i64).max(0) as u32;
    let text = if legal && !h.room.game().legal_moves().is_empty() { h.a_legal_move() } else { "9-13".into() };
    let name = "Zé".to_owned();
    match which {
        0 => ClientCommand::JoinRoom { room: "ROOM01".into(), invite: secret, name },
        1 => ClientCommand::ResumeRoom { room: "ROOM01".into(), secret, since: 0 },
        2 => ClientCommand::TakeChair { chair, name },
        3 => ClientCommand::Leave,
        4 => ClientCommand::AddBot { host_secret: secret, chair, level: 1 + ply_offset.unsigned_abs() },
        5 => ClientCommand::RemoveBot { host_secret: secret, chair },
        6 => ClientCommand::ReserveChair { chair, name },
        7 => ClientCommand::StartGame { host_secret: secret },
        8 => ClientCommand::PauseGame { host_secret: secret },
        9 => ClientCommand::ResumeGame { host_secret: secret },
        10 => ClientCommand::CloseRoom { host_secret: secret },
        11 => ClientCommand::NewGame { host_secret: secret },
        12..=14 => ClientCommand::Move { seat_secret: secret, ply, text },
        15 => ClientCommand::OfferDraw { seat_secret: secret },
        16 => ClientCommand::AcceptDraw { seat_secret: secret },
        17 => ClientCommand::DeclineDraw { seat_secret: secret },
        _ => ClientCommand::Resign { seat_secret: secret },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]
    #[test]
    fn any_sequence_keeps_the_room_consistent(steps in prop::collection::vec(step(), 1..60)) {
        let mut h = Harness::playing(Some(30));
        for step in steps {
            match step {
                Step::Command { conn, which, chair, secret, ply_offset, legal } => {
                    let command = command(&h, which, chair, secret, ply_offset, legal);
                    let before = h.room.state().clone();
                    let events_before = h.events.len();
                    if h.cmd(conn, command).is_err() {
                        // Refused: only timers that fell due may have changed anything.
                        if h.events.len() == events_before {
                            prop_assert_eq!(h.room.state().moves.clone(), before.moves);
                            prop_assert_eq!(h.room.state().chairs.clone(), before.chairs);
                        }
                    }
                    // Remember secrets handed out, so later steps can use them.
                    if let plyyard_rooms::Sitter::Person { secret, .. } = &h.room.state().chairs[0] { h.white_secret = secret.clone(); }
                    if let plyyard_rooms::Sitter::Person { secret, .. } = &h.room.state().chairs[1] { h.black_secret = secret.clone(); }
                }
                Step::Disconnect(conn) => h.disconnect(conn),
                Step::Advance(ms) => h.advance(u64::from(ms)),
                Step::ServeMoveRequest => { h.serve_move_request(); }
            }
            let numbers: Vec<u64> = h.events.iter().map(|e| e.seq).collect();
            prop_assert_eq!(numbers, (1..=h.events.len() as u64).collect::<Vec<_>>());
            prop_assert_eq!(h.room.game().ply() as usize, h.room.state().moves.len());
            let texts: Vec<String> = {
                let mut replay = plyyard_engine::DraughtsGame::new(plyyard_engine::Variant::Russian);
                h.room.state().moves.iter().map(|t| { let m = replay.parse_move(t).unwrap(); replay.play(m).unwrap(); t.clone() }).collect()
            };
            prop_assert_eq!(texts.len(), h.room.game().ply() as usize);
        }
    }
}
