//! Announcing and browsing nearby rooms with DNS-SD (the `mdns-sd` crate) on desktops, liveview
//! and the phones. One thread of its own holds the mDNS daemon; the app hands it orders
//! ([`announce`], [`start_browsing`], [`stop_browsing`]) and reads what it found
//! ([`rooms_around`]), so nothing here waits on the network on the caller's thread.
//!
//! The daemon starts with the first order and stays for the app's life. An announcement is
//! withdrawn (unregistered, which sends a goodbye) when the room stops waiting for its guest,
//! and replaced when it changes. A record that does not read as a room ([`LanRoom::from_txt`])
//! is left out and logged once.
//!
//! Phones: iOS lets the app announce and browse once `NSBonjourServices` lists `_plyyard._tcp`
//! and the player allows the local network (Dioxus.toml). Android's Wi-Fi drops multicast
//! packets unless an app holds a `WifiManager.MulticastLock`; this build declares
//! `CHANGE_WIFI_MULTICAST_STATE` but does not take the lock yet (it needs a call through JNI),
//! so on many Android phones the list stays empty and the screen's "📷 Use o QR Code" is the
//! way in (docs/platforms.md).

use crate::online::nearby::lan::{LanRoom, SERVICE_TYPE};
use dioxus::logger::tracing;
use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};
use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::mpsc::{channel, RecvTimeoutError, Sender};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// True where this build can browse the local network for rooms.
pub const CAN_BROWSE: bool = true;

/// What the worker is asked.
enum Order {
    Announce(Option<LanRoom>),
    Browse(bool),
}

/// What browsing found: rooms by their DNS-SD full name.
struct Around {
    rooms: BTreeMap<String, LanRoom>,
    browsing_since: Option<Instant>,
}

static AROUND: Mutex<Around> = Mutex::new(Around { rooms: BTreeMap::new(), browsing_since: None });
static WORKER: Mutex<Option<Sender<Order>>> = Mutex::new(None);
/// The last announcement asked for, so an unchanged one is not sent again on every change.
static ANNOUNCED: Mutex<Option<LanRoom>> = Mutex::new(None);

fn lock<T>(mutex: &'static Mutex<T>) -> MutexGuard<'static, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Announces `room` on the local network, or withdraws the announcement (`None`). Cheap when
/// nothing changed: the app calls it after every change of its room.
pub fn announce(room: Option<LanRoom>) {
    let mut announced = lock(&ANNOUNCED);
    if *announced == room {
        return;
    }
    *announced = room.clone();
    order(Order::Announce(room));
}

/// Starts listing the rooms around (forgetting an earlier list).
pub fn start_browsing() {
    let mut around = lock(&AROUND);
    around.rooms.clear();
    around.browsing_since = Some(Instant::now());
    drop(around);
    order(Order::Browse(true));
}

/// Stops listing the rooms around.
pub fn stop_browsing() {
    lock(&AROUND).browsing_since = None;
    order(Order::Browse(false));
}

/// The rooms found since browsing started, by host name, and for how long it has browsed.
pub fn rooms_around() -> (Vec<LanRoom>, Option<Duration>) {
    let around = lock(&AROUND);
    let mut rooms: Vec<LanRoom> = around.rooms.values().cloned().collect();
    rooms.sort_by(|a, b| (a.host.to_lowercase(), &a.room).cmp(&(b.host.to_lowercase(), &b.room)));
    (rooms, around.browsing_since.map(|since| since.elapsed()))
}

/// Hands an order to the worker, starting it first if needed.
fn order(order: Order) {
    let mut worker = lock(&WORKER);
    if let Some(sender) = worker.as_ref() {
        match sender.send(order) {
            Ok(()) => return,
            Err(returned) => return start_worker(&mut worker, returned.0),
        }
    }
    start_worker(&mut worker, order);
}

fn start_worker(worker: &mut Option<Sender<Order>>, first: Order) {
    let (sender, orders) = channel();
    let _ = sender.send(first);
    let spawned = std::thread::Builder::new().name("plyyard-lan".into()).spawn(move || {
        let daemon = match ServiceDaemon::new() {
            Ok(daemon) => daemon,
            Err(error) => return tracing::warn!("no mDNS on this device: {error}"),
        };
        let mut worker = Worker { daemon, registered: None, browse: None };
        loop {
            match orders.recv_timeout(Duration::from_millis(100)) {
                Ok(Order::Announce(room)) => worker.announce(room),
                Ok(Order::Browse(on)) => worker.browse(on),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
            worker.take_found();
        }
    });
    match spawned {
        Ok(_) => *worker = Some(sender),
        Err(error) => tracing::warn!("no thread for mDNS: {error}"),
    }
}

/// The worker thread's state.
struct Worker {
    daemon: ServiceDaemon,
    /// The full name registered now.
    registered: Option<String>,
    browse: Option<mdns_sd::Receiver<ServiceEvent>>,
}

impl Worker {
    fn announce(&mut self, room: Option<LanRoom>) {
        if let Some(fullname) = self.registered.take() {
            if let Err(error) = self.daemon.unregister(&fullname) {
                tracing::warn!("could not withdraw the room's announcement: {error}");
            }
        }
        let Some(room) = room else { return };
        match service_info(&room) {
            Ok(info) => {
                let fullname = info.get_fullname().to_string();
                match self.daemon.register(info) {
                    Ok(()) => self.registered = Some(fullname),
                    Err(error) => tracing::warn!("could not announce the room: {error}"),
                }
            }
            Err(error) => tracing::warn!("the room's announcement is not valid: {error}"),
        }
    }

    fn browse(&mut self, on: bool) {
        if self.browse.take().is_some() {
            let _ = self.daemon.stop_browse(SERVICE_TYPE);
        }
        if on {
            match self.daemon.browse(SERVICE_TYPE) {
                Ok(receiver) => self.browse = Some(receiver),
                Err(error) => tracing::warn!("could not look for rooms: {error}"),
            }
        }
    }

    /// Takes what browsing found into [`AROUND`].
    fn take_found(&mut self) {
        let Some(receiver) = self.browse.as_ref() else { return };
        while let Ok(event) = receiver.try_recv() {
            match event {
                ServiceEvent::ServiceResolved(service) => {
                    let read = LanRoom::from_txt(
                        |key| service.get_property_val_str(key),
                        service.port,
                        service.get_addresses_v4(),
                    );
                    match read {
                        Ok(room) => {
                            lock(&AROUND).rooms.insert(service.fullname.clone(), room);
                        }
                        Err(why) => tracing::info!(service = %service.fullname, "a record left out: {why}"),
                    }
                }
                ServiceEvent::ServiceRemoved(_, fullname) => {
                    lock(&AROUND).rooms.remove(&fullname);
                }
                _ => {}
            }
        }
    }
}

/// The DNS-SD record of a room: its TXT ([`LanRoom::txt`]), port and addresses.
pub(crate) fn service_info(room: &LanRoom) -> Result<ServiceInfo, mdns_sd::Error> {
    let txt = room.txt();
    let properties: Vec<(&str, &str)> = txt.iter().map(|(key, value)| (*key, value.as_str())).collect();
    let addresses: Vec<IpAddr> = room.addresses.iter().copied().map(IpAddr::from).collect();
    let host_name = format!("plyyard-{}.local.", room.room.to_ascii_lowercase());
    ServiceInfo::new(SERVICE_TYPE, &room.instance_name(), &host_name, &addresses[..], room.port, &properties[..])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::nearby::Hosting;
    use crate::online::state::{fresh_room, Credentials};
    use plyyard_protocol::{GameKind, GameSetup, Occupant};
    use std::net::Ipv4Addr;

    #[test]
    fn the_announcement_carries_no_secret() {
        // A held room as the host's app knows it, secrets and all.
        let credentials = Credentials {
            room: "K7QM2X".into(),
            host_secret: Some("4f1c0d9e8b7a6f5e4d3c2b1a00112233445566778899aabb".into()),
            invite_secret: "99887766554433221100ffeeddccbbaa0123456789abcdef".into(),
            seat: Some((plyyard_protocol::Chair::White, "5eat5ecret5eat5ecret5eat5ecret5eat5ecret5eat5ecr".into())),
        };
        let mut room = fresh_room(&credentials.room, GameSetup::new(GameKind::Revessker), Some(30));
        room.white.occupant = Some(Occupant::Person { name: "Ana".into() });
        let hosting = Hosting { port: 7878, addresses: vec![Ipv4Addr::new(10, 77, 0, 1)] };
        let announced = LanRoom::waiting(&room, "Ana", &hosting).expect("a waiting room is announced");
        let info = service_info(&announced).expect("a valid DNS-SD record");
        // The TXT record as it goes on the wire: its properties, decoded.
        let txt: Vec<(String, String)> = info
            .get_properties()
            .iter()
            .map(|property| (property.key().to_string(), property.val_str().to_string()))
            .collect();
        let keys: Vec<&str> = txt.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(keys, ["v", "g", "n", "r"], "{txt:?}");
        let secrets = [
            credentials.host_secret.as_deref().unwrap(),
            credentials.invite_secret.as_str(),
            credentials.seat.as_ref().unwrap().1.as_str(),
        ];
        let everything = format!("{txt:?} {} {}", info.get_fullname(), info.get_hostname());
        for secret in secrets {
            assert!(!everything.contains(secret) && !everything.contains(&secret[..12]), "{everything}");
        }
        assert_eq!(info.get_port(), 7878);
        // And what a browser reads back is the same room.
        let back = LanRoom::from_txt(|key| info.get_property_val_str(key), info.get_port(), hosting.addresses.clone());
        assert_eq!(back, Ok(announced));
    }
}
