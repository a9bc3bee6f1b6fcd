//! The addresses of nearby rooms: the `ws://` addresses an invite carries, and what a server
//! address says about where it is (a local network, this machine, the internet). Which of this
//! device's own addresses an invite offers is chosen in `interfaces.rs` (native builds only).

use std::net::{IpAddr, Ipv4Addr};

/// The `ws://IP:PORT/ws` addresses a guest can be given for a room on this device.
pub(crate) fn invite_servers(ips: &[Ipv4Addr], port: u16) -> Vec<String> {
    ips.iter().map(|ip| format!("ws://{ip}:{port}/ws")).collect()
}

/// Whether a server address points into a local network (a private, link-local or unique-local
/// IP): such an invite comes from a phone nearby, so an address that does not answer means the
/// guest is on another network or the host's app is closed, not that a service is down.
pub(crate) fn is_local_network_server(server: &str) -> bool {
    match host_of(server).parse::<IpAddr>() {
        Ok(IpAddr::V4(ip)) => ip.is_private() || ip.is_link_local(),
        Ok(IpAddr::V6(ip)) => (ip.segments()[0] & 0xfe00) == 0xfc00 || (ip.segments()[0] & 0xffc0) == 0xfe80,
        Err(_) => false,
    }
}

/// The host of a server address (`ws://host:port/path`), without brackets or port.
fn host_of(server: &str) -> &str {
    let server = server.trim();
    let rest = server.split_once("://").map(|(_, rest)| rest).unwrap_or(server);
    let host_port = rest.split(['/', '?', '#']).next().unwrap_or_default();
    match host_port.strip_prefix('[') {
        Some(bracketed) => bracketed.split(']').next().unwrap_or_default(),
        None => host_port.rsplit_once(':').map(|(host, _)| host).unwrap_or(host_port),
    }
}

/// True for a plain `ws://` address that leaves this network (a name, or a public address):
/// anyone on the way could read and change the moves; such a service should be `wss://`.
pub(crate) fn is_plain_on_internet(server: &str) -> bool {
    if !server.trim().starts_with("ws://") {
        return false;
    }
    let host = host_of(server);
    let this_machine =
        host.eq_ignore_ascii_case("localhost") || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback());
    !this_machine && !is_local_network_server(server)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_plain_address_that_leaves_the_network_is_flagged() {
        assert!(is_plain_on_internet("ws://play.example.org"));
        assert!(is_plain_on_internet("ws://203.0.113.5:7878/ws"));
        assert!(!is_plain_on_internet("wss://play.example.org"));
        assert!(!is_plain_on_internet("ws://192.168.0.10:7878"));
        assert!(!is_plain_on_internet("ws://127.0.0.1:7878"));
        assert!(!is_plain_on_internet("ws://localhost:7878"));
        assert!(!is_plain_on_internet("ws://[::1]:7878"));
    }

    #[test]
    fn invites_into_a_local_network_are_told_from_internet_services() {
        for local in [
            "ws://192.168.0.12:7878/ws",
            "ws://10.77.0.1:7878",
            "ws://172.20.1.1/ws",
            "ws://169.254.3.4:1/ws",
            "ws://[fd00::1]:7878/ws",
        ] {
            assert!(is_local_network_server(local), "{local}");
        }
        for remote in [
            "wss://rooms.example.org/ws",
            "ws://8.8.8.8:7878/ws",
            "ws://127.0.0.1:7878/ws",
            "ws://[2001:db8::1]/ws",
            "garbage",
        ] {
            assert!(!is_local_network_server(remote), "{remote}");
        }
    }
}
