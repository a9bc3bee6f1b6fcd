//! What a room keeps of its knocks ("Salas por perto"): the knocks waiting for the host, the
//! addresses refused and the private messages not yet sent. The data alone, so the room can hold
//! it without importing the rules that change it (`knocks`).

use plyyard_protocol::ServerBody;
use std::collections::BTreeSet;
use std::net::IpAddr;

/// One knock waiting for the host.
#[derive(Clone, Debug)]
pub(crate) struct Knock<C> {
    pub(crate) id: u64,
    pub(crate) guest: C,
    pub(crate) from: IpAddr,
    pub(crate) name: String,
    pub(crate) nonce: u32,
    pub(crate) expires_at: u64,
}

/// The door: knocks waiting, addresses refused, messages not yet sent.
#[derive(Clone, Debug)]
pub(crate) struct Door<C> {
    pub(crate) waiting: Vec<Knock<C>>,
    pub(crate) refused: BTreeSet<IpAddr>,
    pub(crate) next_id: u64,
    /// Messages for one connection each, taken by `Room::take_private`.
    pub(crate) outbox: Vec<(C, ServerBody)>,
}

impl<C> Default for Door<C> {
    fn default() -> Door<C> {
        Door { waiting: Vec::new(), refused: BTreeSet::new(), next_id: 1, outbox: Vec::new() }
    }
}
