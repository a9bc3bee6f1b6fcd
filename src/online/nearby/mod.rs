//! Nearby play with no server: this phone holds the room and a friend on the same network (a
//! Wi-Fi, or this phone's own hotspot) joins it by scanning the invite.
//!
//! * `addresses`: which of the device's addresses the invite carries, best first.
//! * [`service`]: the room service (`plyyard-server`) on a thread of its own, listening only while
//!   a room it holds is open; its database in the app's data directory. (In a browser, which
//!   cannot listen, a stand-in that always says so.)
//! * `hosting`: what a held room is to the rest of the app (its port and addresses, errors).
//! * [`web_bundle`]: the web app built into this app, which the service serves to a friend's
//!   browser (the invite's web link).
//! * [`lan`]: "Salas por perto": the DNS-SD record a waiting room announces and how one read
//!   from the network becomes a room to list; `lan_mdns` announces and browses (mdns-sd on a
//!   thread), and in a browser `lan_web` says it cannot ([`around`] is whichever this build has).
//! * [`knock`]: the guest's knock at a listed room, until the host lets it in (an invite) or not.
//!
//! The host plays in its own room through the same client as everyone (`crate::online::client`),
//! over loopback; the guest's client tries the invite's addresses in turn.

pub(crate) mod addresses;
#[cfg(not(target_arch = "wasm32"))]
#[path = "lan_mdns.rs"]
pub mod around;
#[cfg(target_arch = "wasm32")]
#[path = "lan_web.rs"]
pub mod around;
pub(crate) mod hosting;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod interfaces;
pub mod knock;
pub mod lan;
#[cfg(not(target_arch = "wasm32"))]
pub mod service;
#[cfg(target_arch = "wasm32")]
#[path = "service_web.rs"]
pub mod service;
#[cfg(not(target_arch = "wasm32"))]
pub mod web_bundle;

pub use service::{HostError, Hosting, Purpose};

/// After a restart (the app was killed while it held a room), starts the service again on the
/// saved room's database and port, so guests reconnect as after a server restart. Returns at
/// once; does nothing when no hosted room was saved or the service already runs.
pub fn resume_saved_room() {
    let prefs = crate::online::prefs::OnlinePrefs::load();
    if let Some(port) = prefs.room.as_ref().and_then(|room| room.hosted_port) {
        if service::running_port().is_none() {
            drop(service::start(Purpose::Resume { port }));
        }
    }
}
