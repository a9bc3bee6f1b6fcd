//! The record of the last game of an online or nearby room as the room's state shows it (an
//! offline session's record is the store's own: `LocalGame::record`).

use super::record::{Ending, GameRecord, GameSource, Opponent, RecordId};
use plyyard_engine::{AnyGame, Game, GameOptions, GameResult};
use plyyard_protocol::{Chair, Occupant, RoomSnapshot};

/// The record of `room`'s current (or last) game as seen from `me`'s chair, ended or (when
/// `left` and it had moves) left mid-game; `None` when there is nothing to keep: no game yet, a
/// game still going on that is not being left, or moves the engine does not replay.
pub(crate) fn room_record(
    id: RecordId,
    room: &RoomSnapshot,
    me: Option<Chair>,
    nearby: bool,
    left: bool,
) -> Option<GameRecord> {
    let left_mid_game = left && !room.moves.is_empty();
    if room.game_number == 0 || (room.outcome.is_none() && !left_mid_game) {
        return None;
    }
    let options = GameOptions::from(&room.setup);
    let mut game = AnyGame::new(&options);
    for text in &room.moves {
        let mv = game.parse_move(text).ok()?;
        game.play(mv).ok()?;
    }
    let other = match me {
        Some(Chair::White) | None => &room.black,
        Some(Chair::Black) => &room.white,
    };
    let opponent = match &other.occupant {
        Some(Occupant::Person { name }) => Opponent::Person(name.clone()),
        Some(Occupant::Bot { level }) => Opponent::Bot { level: *level },
        None => Opponent::Nobody,
    };
    let (room_code, me) = (room.room.clone(), me.map(Into::into));
    let source = if nearby {
        GameSource::Nearby { room: room_code, me, opponent }
    } else {
        GameSource::Online { room: room_code, me, opponent }
    };
    let closing = room.outcome.as_ref().map(GameResult::from);
    let mut record = GameRecord::of_game(id, &game, closing, source);
    if closing.is_none() {
        record.ending = Ending::Left;
    }
    Some(record)
}
