//! The full state of a room as clients see it (no secrets).

use crate::room::{Connection, Room};
use crate::state::Sitter;
use plyyard_engine::Game;
use plyyard_protocol::{Chair, ChairView, Occupant, RoomSnapshot, RoomStatus};

impl<G: Game, C: Connection> Room<G, C> {
    /// The full state as clients see it.
    pub fn snapshot(&self, now: u64) -> RoomSnapshot {
        let playing = self.state.status == RoomStatus::Playing;
        let chair_view = |chair: Chair| {
            let (occupant, connected, leaving_at_result, reserved_by) = match &self.state.chairs[chair.index()] {
                Sitter::Empty => (None, false, false, None),
                Sitter::Person { name, .. } => {
                    (Some(Occupant::Person { name: name.clone() }), self.person_connected(chair), false, None)
                }
                Sitter::Bot { level, leaving, reserved } => {
                    (Some(Occupant::Bot { level: *level }), true, *leaving, reserved.as_ref().map(|r| r.name.clone()))
                }
            };
            ChairView { occupant, connected, leaving_at_result, reserved_by }
        };
        RoomSnapshot {
            room: self.state.code.clone(),
            setup: self.state.setup,
            time_per_move: self.state.time_per_move,
            white: chair_view(Chair::White),
            black: chair_view(Chair::Black),
            status: self.state.status,
            game_number: self.state.game_number,
            moves: self.state.moves.clone(),
            fen: self.game.fen(),
            to_move: playing.then(|| Chair::from(self.game.side_to_move())),
            deadline_ms: self.turn_deadline_wall(now),
            draw_offer: self.state.draw_offer,
            paused: self.effective_pause(),
            outcome: self.state.outcome,
            last_event: self.last_event(),
        }
    }
}
