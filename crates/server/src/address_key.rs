//! The key under which per-address limits count a client: an IPv4 address as it is (an
//! IPv4-mapped IPv6 address as its IPv4 address), an IPv6 address by its network prefix
//! (`--ipv6-prefix`, /64 by default). One subscriber usually holds a whole /64, so counting per
//! /128 let one home take 10 sockets and 6 rooms under caps of 3 and 2 (issue 48).
//!
//! A leaf: imports nothing of this crate.

use std::net::{IpAddr, Ipv6Addr};

/// The per-address limits' key for `ip`, IPv6 cut to its first `ipv6_prefix` bits (0..=128).
pub(crate) fn address_key(ip: IpAddr, ipv6_prefix: u8) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => {
            let bits = u32::from(ipv6_prefix.min(128));
            let mask = if bits == 0 { 0 } else { u128::MAX << (128 - bits) };
            IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(ip: &str, prefix: u8) -> String {
        address_key(ip.parse().unwrap(), prefix).to_string()
    }

    #[test]
    fn ipv6_is_counted_by_its_prefix_and_ipv4_by_its_address() {
        assert_eq!(key("2001:db8::1", 64), "2001:db8::");
        assert_eq!(key("2001:db8::a", 64), key("2001:db8::1", 64));
        assert_ne!(key("2001:db8:0:1::1", 64), key("2001:db8::1", 64));
        assert_eq!(key("2001:db8:0:1::1", 48), key("2001:db8::1", 48));
        assert_eq!(key("2001:db8::1", 128), "2001:db8::1");
        assert_eq!(key("2001:db8::1", 0), "::");
        assert_eq!(key("::ffff:203.0.113.7", 64), "203.0.113.7");
        assert_eq!(key("203.0.113.7", 64), "203.0.113.7");
        assert_ne!(key("203.0.113.8", 64), key("203.0.113.7", 64));
    }
}
