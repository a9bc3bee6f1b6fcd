//! Which of this device's addresses go into a nearby invite, best first.
//!
//! A phone holding a room is reachable on every network it is on: its Wi-Fi, the hotspot it runs
//! itself, an Ethernet adapter. Loopback is the phone itself, a down interface reaches nobody, and
//! link-local addresses are never what a friend's phone is given; the rest are
//! ordered so the guest tries the likeliest first: private IPv4 ranges (home and hotspot networks),
//! then other IPv4 (a carrier's or a public one, rarely reachable but not impossible). The service
//! listens on IPv4 only (`0.0.0.0`), so IPv6 addresses are left out.
//!
//! Built only where rooms are held: a browser does not say which addresses its device has, and the
//! web build holds none.

use std::net::{IpAddr, Ipv4Addr};

/// One address of one interface, as the system lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct InterfaceAddress {
    pub interface: String,
    pub ip: IpAddr,
    /// The interface is operationally up (running).
    pub up: bool,
}

/// How likely a friend's phone reaches an address: lower is better; `None` never.
fn rank(address: &InterfaceAddress) -> Option<u8> {
    let IpAddr::V4(ip) = address.ip else { return None };
    if !address.up
        || ip.is_loopback()
        || ip.is_unspecified()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_multicast()
    {
        return None;
    }
    Some(if ip.is_private() { 0 } else { 1 })
}

/// The addresses to invite with, best first, each once, at most `limit` of them.
pub(crate) fn choose(addresses: &[InterfaceAddress], limit: usize) -> Vec<Ipv4Addr> {
    let mut ranked: Vec<(u8, usize, Ipv4Addr)> = addresses
        .iter()
        .enumerate()
        .filter_map(|(order, address)| match (rank(address), address.ip) {
            (Some(rank), IpAddr::V4(ip)) => Some((rank, order, ip)),
            _ => None,
        })
        .collect();
    // Stable within a rank: the system's own order (usually Wi-Fi before the rest).
    ranked.sort();
    let mut chosen = Vec::new();
    for (_, _, ip) in ranked {
        if !chosen.contains(&ip) && chosen.len() < limit {
            chosen.push(ip);
        }
    }
    chosen
}

/// This device's interface addresses, or an empty list when the system will not say.
pub(crate) fn system_addresses() -> Vec<InterfaceAddress> {
    match if_addrs::get_if_addrs() {
        Ok(interfaces) => interfaces
            .into_iter()
            .map(|interface| InterfaceAddress {
                up: interface.is_oper_up(),
                ip: interface.ip(),
                interface: interface.name,
            })
            .collect(),
        Err(error) => {
            dioxus::logger::tracing::warn!("the network interfaces could not be listed: {error}");
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::nearby::addresses::invite_servers;

    fn address(interface: &str, ip: &str, up: bool) -> InterfaceAddress {
        InterfaceAddress { interface: interface.into(), ip: ip.parse().unwrap(), up }
    }

    #[test]
    fn loopback_down_link_local_and_ipv6_are_left_out_and_private_ranges_come_first() {
        let system = [
            address("lo", "127.0.0.1", true),
            address("rmnet0", "100.72.14.9", true),
            address("wlan0", "192.168.0.12", true),
            address("wlan0", "fe80::1c2:3ff:fe44:5566", true),
            address("eth0", "10.1.2.3", false),
            address("ap0", "10.42.0.1", true),
            address("usb0", "169.254.10.20", true),
            address("v6", "2001:db8::7", true),
            address("wlan0", "192.168.0.12", true),
            address("dummy", "0.0.0.0", true),
            address("doc", "203.0.113.5", true),
        ];
        let chosen = choose(&system, 4);
        let expected: Vec<Ipv4Addr> =
            ["192.168.0.12", "10.42.0.1", "100.72.14.9", "203.0.113.5"].iter().map(|ip| ip.parse().unwrap()).collect();
        assert_eq!(chosen, expected);
        assert_eq!(choose(&system, 1), expected[..1]);
        assert_eq!(invite_servers(&expected[..2], 7878), vec!["ws://192.168.0.12:7878/ws", "ws://10.42.0.1:7878/ws"]);
    }

    #[test]
    fn a_device_with_only_loopback_or_down_interfaces_has_nothing_to_offer() {
        let offline =
            [address("lo", "127.0.0.1", true), address("wlan0", "192.168.0.12", false), address("lo", "::1", true)];
        assert!(choose(&offline, 4).is_empty());
        assert!(choose(&[], 4).is_empty());
    }

    #[test]
    fn this_machine_lists_its_loopback_interface() {
        // Every machine the tests run on has loopback up, and it is never offered.
        let system = system_addresses();
        assert!(system.iter().any(|a| a.ip.is_loopback()), "{system:?}");
        assert!(choose(&system, 4).iter().all(|ip| !ip.is_loopback()));
    }
}
