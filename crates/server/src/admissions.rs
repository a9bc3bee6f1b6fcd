//! The door's counts: sockets held in all and per client address, each socket's place held by
//! a [`Ticket`] (and, once its client is known, an [`AddressPlace`]) until it closes.
//!
//! Imports nothing of this crate but its limits.

use crate::config::Limits;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Sockets held, in all and per client address.
#[derive(Default)]
struct Counts {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Why a socket was turned away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    ServerFull,
    AddressFull,
}

impl Refusal {
    /// The `reason` label of the refusals metric.
    pub(crate) fn metric_reason(self) -> &'static str {
        match self {
            Refusal::ServerFull => "server_full",
            Refusal::AddressFull => "address_full",
        }
    }
}

/// The sockets the door has let in, shared with each socket's ticket.
pub(crate) struct Admissions {
    counts: Mutex<Counts>,
    max_all: usize,
    max_per_address: usize,
    ipv6_prefix: u8,
}

impl Admissions {
    pub(crate) fn new(limits: &Limits) -> Arc<Admissions> {
        Arc::new(Admissions {
            counts: Mutex::new(Counts::default()),
            max_all: limits.max_connections,
            max_per_address: limits.max_connections_per_address,
            ipv6_prefix: limits.ipv6_prefix,
        })
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Lets a socket in, held to the cap of client address `ip` when given (a trusted proxy's
    /// socket is not: its client is named later), or says why not. The ticket counts it until
    /// dropped.
    pub(crate) fn admit(self: &Arc<Self>, ip: Option<IpAddr>) -> Result<Ticket, Refusal> {
        let mut counts = self.counts();
        if counts.all >= self.max_all {
            return Err(Refusal::ServerFull);
        }
        let address = match ip {
            Some(ip) => Some(self.take_address(&mut counts, ip)?),
            None => None,
        };
        counts.all += 1;
        Ok(Ticket { admissions: self.clone(), address })
    }

    /// A place under client address `ip`'s cap, for a socket already admitted (a client named
    /// by a trusted proxy's `X-Forwarded-For`), held until dropped.
    pub(crate) fn admit_address(self: &Arc<Self>, ip: IpAddr) -> Result<AddressPlace, Refusal> {
        let mut counts = self.counts();
        self.take_address(&mut counts, ip)
    }

    fn take_address(self: &Arc<Self>, counts: &mut Counts, ip: IpAddr) -> Result<AddressPlace, Refusal> {
        // Counted by its key: an IPv6 client's whole prefix is one address.
        let ip = crate::address_key::address_key(ip, self.ipv6_prefix);
        let held = counts.by_address.entry(ip).or_insert(0);
        if *held >= self.max_per_address {
            if *held == 0 {
                counts.by_address.remove(&ip);
            }
            return Err(Refusal::AddressFull);
        }
        *held += 1;
        Ok(AddressPlace { admissions: self.clone(), ip })
    }

    /// Sockets held now, for the tests.
    #[cfg(test)]
    pub(crate) fn held(&self) -> usize {
        self.counts().all
    }

    /// Sockets held now under client address `ip`'s cap, for the tests.
    #[cfg(test)]
    pub(crate) fn held_by(&self, ip: IpAddr) -> usize {
        self.counts().by_address.get(&crate::address_key::address_key(ip, self.ipv6_prefix)).copied().unwrap_or(0)
    }
}

/// One socket's place under its client address's cap; given back when dropped.
pub(crate) struct AddressPlace {
    admissions: Arc<Admissions>,
    ip: IpAddr,
}

impl Drop for AddressPlace {
    fn drop(&mut self) {
        let mut counts = self.admissions.counts();
        if let Some(held) = counts.by_address.get_mut(&self.ip) {
            *held -= 1;
            if *held == 0 {
                counts.by_address.remove(&self.ip);
            }
        }
    }
}

/// One admitted socket's place; given back when the socket closes.
pub(crate) struct Ticket {
    admissions: Arc<Admissions>,
    address: Option<AddressPlace>,
}

impl Ticket {
    /// Holds the socket to client address `ip`'s cap from now on (a PROXY header named it).
    pub(crate) fn count_address(&mut self, ip: IpAddr) -> Result<(), Refusal> {
        let place = self.admissions.admit_address(ip)?;
        self.address = Some(place);
        Ok(())
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut counts = self.admissions.counts();
        counts.all = counts.all.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_door_counts_every_socket_and_each_address() {
        let limits = Limits { max_connections: 3, max_connections_per_address: 2, ..Limits::default() };
        let admissions = Admissions::new(&limits);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let first = admissions.admit(Some(a)).expect("first");
        let _second = admissions.admit(Some(a)).expect("second");
        assert_eq!(admissions.admit(Some(a)).err(), Some(Refusal::AddressFull));
        let _third = admissions.admit(Some(b)).expect("another address");
        assert_eq!(admissions.admit(Some(b)).err(), Some(Refusal::ServerFull));
        drop(first);
        assert_eq!(admissions.held(), 2);
        assert!(admissions.admit(Some(a)).is_ok(), "a place given back is free again");
    }

    #[test]
    fn a_proxied_socket_is_counted_under_the_client_it_names() {
        let limits = Limits { max_connections: 10, max_connections_per_address: 1, ..Limits::default() };
        let admissions = Admissions::new(&limits);
        let proxy_sockets: Vec<Ticket> =
            (0..3).map(|_| admissions.admit(None).expect("a proxy is not capped")).collect();
        let [mut first, mut second, mut third]: [Ticket; 3] = proxy_sockets.try_into().ok().unwrap();
        let (a, b): (IpAddr, IpAddr) = ("203.0.113.1".parse().unwrap(), "203.0.113.2".parse().unwrap());
        first.count_address(a).expect("client a");
        second.count_address(b).expect("client b");
        assert_eq!(third.count_address(a), Err(Refusal::AddressFull));
        assert_eq!(admissions.admit_address(b).err(), Some(Refusal::AddressFull));
        assert_eq!((admissions.held_by(a), admissions.held_by(b), admissions.held()), (1, 1, 3));
        drop(first);
        assert_eq!(admissions.held_by(a), 0);
        let place = admissions.admit_address(a).expect("a's place is free again");
        drop(place);
        assert_eq!(admissions.held_by(a), 0);
    }
}
