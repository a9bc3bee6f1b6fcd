//! What every task of the server shares: limits, storage, the room directory and the bot's
//! search slots.

use crate::address_key::address_key;
use crate::config::Limits;
use crate::knock_gate::KnockGate;
use crate::mailbox::RoomMsg;
use crate::store::Store;
use rand::Rng;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::{mpsc, watch, Semaphore};

/// Letters of room codes: no 0/O or 1/I, so a code read aloud or typed is unambiguous.
const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Characters in a room code (32^6, about a billion codes).
pub(crate) const CODE_LEN: usize = 6;
/// Pending messages a room task may have before senders wait.
pub(crate) const ROOM_INBOX: usize = 256;

/// Wall-clock time in Unix milliseconds: the only clock the rooms are given.
pub(crate) fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

pub(crate) struct Shared {
    pub limits: Limits,
    pub store: Store,
    rooms: Mutex<HashMap<String, mpsc::Sender<RoomMsg>>>,
    next_conn: AtomicU64,
    pub connections: AtomicUsize,
    /// One search at a time per core.
    pub search_slots: Arc<Semaphore>,
    /// The number of open rooms, sent again each time a room's task has finished (after its
    /// record is deleted), so a hosting phone can stop serving when its last room is gone.
    rooms_after_close: watch::Sender<usize>,
    /// Open rooms by the address of the client that created them, for the per-address quota.
    rooms_by_creator: Mutex<HashMap<IpAddr, usize>>,
    /// Room tasks registered and not yet finished, for the drain at shutdown (which empties the
    /// room directory, so [`Shared::room_count`] no longer counts them).
    room_tasks: AtomicUsize,
    /// Held while a room is brought back from storage, so two players arriving together
    /// restore it once.
    pub taking_over: tokio::sync::Mutex<()>,
    /// Set when the shutdown empties the room directory: no room is brought back after that.
    closing: AtomicBool,
    /// How often each client address may knock (nearby rooms).
    pub knock_gate: KnockGate,
}

/// Why a new room got no code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NoRoom {
    /// The server holds its most rooms.
    ServerFull,
    /// The creator's address holds its most rooms.
    AddressFull,
}

impl Shared {
    pub(crate) fn new(limits: Limits, store: Store) -> Shared {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
        Shared {
            limits,
            store,
            rooms: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            connections: AtomicUsize::new(0),
            search_slots: Arc::new(Semaphore::new(cores)),
            rooms_after_close: watch::Sender::new(0),
            rooms_by_creator: Mutex::new(HashMap::new()),
            room_tasks: AtomicUsize::new(0),
            taking_over: tokio::sync::Mutex::new(()),
            closing: AtomicBool::new(false),
            knock_gate: KnockGate::default(),
        }
    }

    /// Watches the open-room count as it stands each time a room has finished.
    pub(crate) fn watch_room_closings(&self) -> watch::Receiver<usize> {
        self.rooms_after_close.subscribe()
    }

    /// A room's task has finished and its record is gone; `creator` is the address that created
    /// it (unknown for a room restored after a restart).
    pub(crate) fn room_finished(&self, creator: Option<IpAddr>) {
        self.room_tasks.fetch_sub(1, Ordering::Relaxed);
        if let Some(ip) = creator {
            let ip = address_key(ip, self.limits.ipv6_prefix);
            let mut by_creator = self.rooms_by_creator.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            if let Some(held) = by_creator.get_mut(&ip) {
                *held -= 1;
                if *held == 0 {
                    by_creator.remove(&ip);
                }
            }
        }
        self.rooms_after_close.send_replace(self.room_count());
    }

    fn rooms(&self) -> MutexGuard<'_, HashMap<String, mpsc::Sender<RoomMsg>>> {
        // A poisoned lock only means another task panicked mid-insert; the map is still usable.
        self.rooms.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub(crate) fn next_conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// The inbox of the room with this code (case-insensitive).
    pub(crate) fn room(&self, code: &str) -> Option<mpsc::Sender<RoomMsg>> {
        self.rooms().get(&code.trim().to_ascii_uppercase()).cloned()
    }

    pub(crate) fn room_count(&self) -> usize {
        self.rooms().len()
    }

    /// Reserves a fresh random code for a new room with this inbox, created from `creator`; a
    /// refusal when the server, or that address, holds its most rooms. The address's count is
    /// given back by [`Shared::room_finished`] (or [`Shared::forget_new_room`]).
    pub(crate) fn register_new_room(&self, inbox: mpsc::Sender<RoomMsg>, creator: IpAddr) -> Result<String, NoRoom> {
        let mut rooms = self.rooms();
        if rooms.len() >= self.limits.max_rooms {
            return Err(NoRoom::ServerFull);
        }
        {
            let mut by_creator = self.rooms_by_creator.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let held = by_creator.entry(address_key(creator, self.limits.ipv6_prefix)).or_insert(0);
            if *held >= self.limits.max_rooms_per_address {
                return Err(NoRoom::AddressFull);
            }
            *held += 1;
        }
        loop {
            let code = Shared::random_code();
            if !rooms.contains_key(&code) {
                rooms.insert(code.clone(), inbox);
                self.room_tasks.fetch_add(1, Ordering::Relaxed);
                return Ok(code);
            }
        }
    }

    /// Registers a restored room under its stored code.
    pub(crate) fn register_room(&self, code: &str, inbox: mpsc::Sender<RoomMsg>) {
        self.rooms().insert(code.to_owned(), inbox);
        self.room_tasks.fetch_add(1, Ordering::Relaxed);
    }

    /// Room tasks still running (see [`Shared::close_room_directory`]).
    pub(crate) fn room_tasks(&self) -> usize {
        self.room_tasks.load(Ordering::Relaxed)
    }

    /// Empties the room directory at shutdown: once the last connection has let go of a room's
    /// inbox, the room's task stores what it still has and ends. No room is joinable after this.
    pub(crate) fn close_room_directory(&self) {
        self.closing.store(true, Ordering::Relaxed);
        self.rooms().clear();
    }

    /// Whether the shutdown has begun (no room is brought back from storage then).
    pub(crate) fn is_closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }

    /// A fresh random room code (not checked against any directory).
    pub(crate) fn random_code() -> String {
        let mut rng = rand::thread_rng();
        (0..CODE_LEN).map(|_| CODE_ALPHABET[rng.gen_range(0..CODE_ALPHABET.len())] as char).collect()
    }

    /// Whether `code` could be a room code at all (a lookup in storage is not worth more).
    pub(crate) fn may_be_code(code: &str) -> bool {
        code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
    }

    pub(crate) fn forget_room(&self, code: &str) {
        self.rooms().remove(code);
    }

    /// Undoes [`Shared::register_new_room`] for a room that could not be created after all.
    pub(crate) fn forget_new_room(&self, code: &str, creator: IpAddr) {
        self.forget_room(code);
        self.room_finished(Some(creator));
    }
}
