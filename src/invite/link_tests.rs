//! The invite link in its app and web forms: each reads back as the same invite, and hostile or
//! broken links get a clear error, never a panic (properties over any text).

use super::*;
use proptest::prelude::*;

const SECRET: &str = "0123456789abcdef0123456789abcdef0123456789abcdef";

#[test]
fn the_web_form_opens_the_same_invite_and_may_leave_the_server_out() {
    let servers = vec!["ws://10.77.0.1:7878/ws".to_string(), "ws://192.168.0.12:7878/ws".to_string()];
    let invite = Invite::at(&servers, "K7QM2X", SECRET).unwrap();
    let web = invite.to_web_link();
    assert!(web.starts_with("http://10.77.0.1:7878/join#server="), "{web}");
    assert_eq!(Invite::parse(&web).unwrap(), invite);
    let short = Invite::parse(&format!("HTTP://10.77.0.1:7878/join?room=K7QM2X&invite={SECRET}")).unwrap();
    assert_eq!(short.servers, vec!["ws://10.77.0.1:7878/ws".to_string()]);
    let secure = Invite::new("wss://rooms.example.org/ws", "K7QM2X", SECRET).unwrap();
    assert!(secure.to_web_link().starts_with("https://rooms.example.org/join#"));
    let short = Invite::parse(&format!("https://rooms.example.org/join?room=K7QM2X&invite={SECRET}")).unwrap();
    assert_eq!(short.server(), "wss://rooms.example.org/ws");
    for not_invites in ["http://h/other?room=A", "http:///join?room=A", "http://a/b/join?room=A", "ftp://h/join?room=A"]
    {
        assert!(!looks_like_invite(not_invites), "{not_invites}");
        assert_eq!(Invite::parse(not_invites), Err(InviteError::NotAnInvite), "{not_invites}");
    }
}

#[test]
fn the_web_forms_carry_the_secret_after_the_hash_and_the_query_form_still_reads() {
    let invite = sample();
    for link in [invite.to_web_link(), invite.to_https_link()] {
        let (before_hash, after_hash) = link.split_once('#').expect("a fragment");
        assert!(!before_hash.contains(SECRET) && !before_hash.contains('?'), "{link}");
        assert!(after_hash.contains(&format!("invite={SECRET}")), "{link}");
        assert_eq!(Invite::parse(&link), Ok(invite.clone()), "{link}");
    }
    // What an older app wrote, the fields in the query, opens the same invite.
    let query = invite.to_link().split_once('?').map(|(_, q)| q.to_string()).unwrap();
    for old in [format!("http://192.168.0.10:7878/join?{query}"), format!("https://plyyard.app/join?{query}")] {
        assert!(looks_like_invite(&old));
        assert_eq!(Invite::parse(&old), Ok(invite.clone()), "{old}");
    }
    // The short web form: the server is the one that served the page.
    let short = Invite::parse(&format!("http://192.168.0.10:7878/join#room=K7QM2X&invite={SECRET}")).unwrap();
    assert_eq!(short.servers, vec!["ws://192.168.0.10:7878/ws".to_string()]);
    // Fields may be split between the query and the fragment; the custom scheme keeps its query.
    let split = Invite::parse(&format!("http://192.168.0.10:7878/join?room=K7QM2X#invite={SECRET}")).unwrap();
    assert_eq!(split, short);
    assert_eq!(Invite::parse(&invite.to_link()), Ok(invite));
}

#[test]
fn hostile_fragments_get_a_clear_error() {
    let web = "http://10.0.0.2:7878/join";
    let cases: Vec<(String, InviteError)> = vec![
        (format!("{web}#room=ABCD&room=EFGH&invite={SECRET}"), InviteError::Duplicate("room")),
        (format!("{web}#room=ABCD&invite={SECRET}&secret={SECRET}"), InviteError::Duplicate("invite")),
        // The same field in the query and in the fragment is a duplicate, not a choice.
        (format!("{web}?room=ABCD&invite={SECRET}#room=EFGH"), InviteError::Duplicate("room")),
        (format!("{web}?invite={SECRET}#room=ABCD&invite={SECRET}"), InviteError::Duplicate("invite")),
        (format!("{web}#room=ABCD&invite={}", "a".repeat(MAX_LINK_BYTES)), InviteError::TooLong(0)),
        (format!("{web}#room=ABCD&invite={}", "a".repeat(200)), InviteError::BadSecret),
        (format!("{web}#room={}&invite={SECRET}", "A".repeat(40)), InviteError::BadRoom),
        (format!("{web}#room=AB%ZZ&invite={SECRET}"), InviteError::BadEscape),
        (format!("{web}#room=ABCD&invite=%E2%82"), InviteError::BadEscape),
        (format!("{web}#room=ABCD&invite={SECRET}%"), InviteError::BadEscape),
        (format!("{web}#room=ABCD#invite={SECRET}"), InviteError::Missing("invite")),
        (format!("{web}#invite={SECRET}"), InviteError::Missing("room")),
        (format!("{web}#"), InviteError::Missing("room")),
        (format!("{web}#server=http%3A%2F%2Fevil&room=ABCD&invite={SECRET}"), InviteError::BadServer),
        (format!("http://10.0.0.2:7878/other#room=ABCD&invite={SECRET}"), InviteError::NotAnInvite),
    ];
    for (link, expected) in cases {
        let expected = match expected {
            InviteError::TooLong(_) => InviteError::TooLong(link.len()),
            other => other,
        };
        assert_eq!(Invite::parse(&link), Err(expected), "link {link:?}");
    }
}

fn sample() -> Invite {
    Invite::new("ws://192.168.0.10:7878/ws", "K7QM2X", SECRET).expect("a valid invite")
}

#[test]
fn a_link_reads_back_as_the_same_invite_in_both_forms() {
    let invite = sample();
    assert_eq!(
        invite.to_link(),
        format!("plyyard://join?server=ws%3A%2F%2F192.168.0.10%3A7878%2Fws&room=K7QM2X&invite={SECRET}")
    );
    assert_eq!(Invite::parse(&invite.to_link()), Ok(invite.clone()));
    assert!(invite.to_https_link().starts_with("https://plyyard.app/join#server=ws%3A"));
    assert_eq!(Invite::parse(&invite.to_https_link()), Ok(invite));
}

#[test]
fn a_link_with_several_addresses_reads_back_with_them_in_order() {
    let servers: Vec<String> =
        ["ws://192.168.0.12:7878/ws", "ws://10.42.0.1:7878/ws", "ws://[fd00::5]:7878/ws"].map(String::from).into();
    let invite = Invite::at(&servers, "K7QM2X", SECRET).expect("valid");
    let link = invite.to_link();
    assert!(
        link.starts_with("plyyard://join?server=ws%3A%2F%2F192.168.0.12%3A7878%2Fws&server=ws%3A%2F%2F10.42.0.1"),
        "{link}"
    );
    let back = Invite::parse(&link).expect("reads back");
    assert_eq!(back.servers, servers);
    assert_eq!(back.server(), "ws://192.168.0.12:7878/ws");
    assert_eq!(back, invite);
    assert_eq!(Invite::parse(&invite.to_https_link()), Ok(invite));
    // A one-address link of an older app is the same link as ever.
    assert_eq!(sample().to_link(), plyyard_protocol::invite_link(sample().server(), "K7QM2X", SECRET));
    // The same address twice in a host's list is kept once.
    let twice = Invite::at(&[servers[0].clone(), servers[0].clone()], "K7QM2X", SECRET).expect("valid");
    assert_eq!(twice.servers.len(), 1);
}

#[test]
fn hostile_address_lists_and_ports_are_refused() {
    let server = |s: &str| format!("server={}", percent_encode(s));
    let five: Vec<String> = (1..=5).map(|i| server(&format!("ws://10.0.0.{i}:7878/ws"))).collect();
    let cases: Vec<(String, InviteError)> = vec![
        (
            format!("plyyard://join?{}&room=ABCD&invite={SECRET}", five.join("&")),
            InviteError::TooManyServers(MAX_SERVERS + 1),
        ),
        (
            format!("plyyard://join?{}&{}&room=ABCD&invite={SECRET}", server("ws://h:1"), server("ws://h:1")),
            InviteError::Duplicate("server"),
        ),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:0/ws")), InviteError::BadPort),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:65536/ws")), InviteError::BadPort),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:99999999/ws")), InviteError::BadPort),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:78a/ws")), InviteError::BadPort),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://h:/ws")), InviteError::BadPort),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://[fd00::1]:-1/ws")), InviteError::BadPort),
        (
            format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://fd00::1:7878/ws")),
            InviteError::BadServer,
        ),
        (format!("plyyard://join?{}&room=ABCD&invite={SECRET}", server("ws://[fd00::1/ws")), InviteError::BadServer),
        // A good first address does not excuse a bad second one.
        (
            format!("plyyard://join?{}&{}&room=ABCD&invite={SECRET}", server("ws://h:1"), server("http://evil")),
            InviteError::BadServer,
        ),
    ];
    let oversized = format!("plyyard://join?server={}&room=ABCD&invite={SECRET}", "w".repeat(MAX_LINK_BYTES));
    let cases = cases.into_iter().chain([(oversized.clone(), InviteError::TooLong(oversized.len()))]);
    for (link, expected) in cases {
        assert_eq!(Invite::parse(&link), Err(expected.clone()), "link {link:?}");
    }
    let many: Vec<String> = (1..=5).map(|i| format!("ws://10.0.0.{i}:7878/ws")).collect();
    assert_eq!(Invite::at(&many, "ABCD", SECRET), Err(InviteError::TooManyServers(5)));
    assert_eq!(Invite::at(&[], "ABCD", SECRET), Err(InviteError::Missing("server")));
    for good in [
        "ws://h",
        "ws://h:1",
        "ws://h:65535/ws",
        "wss://rooms.example.org/ws",
        "ws://[fd00::1]:7878/ws",
        "ws://[::1]/ws",
    ] {
        assert_eq!(check_server(good), Ok(()), "{good}");
    }
}

#[test]
fn secret_is_another_name_for_invite_and_unknown_fields_are_ignored() {
    let link = format!("  PLYYARD://join/?room=K7QM2X&x=1&secret={SECRET}&server=wss://rooms.example.org/ws#frag \n");
    let invite = Invite::parse(&link).expect("valid");
    assert_eq!(invite.servers, vec!["wss://rooms.example.org/ws".to_string()]);
    assert_eq!(invite.secret, SECRET);
}

#[test]
fn each_kind_of_bad_link_gets_its_own_error() {
    let ok_server = "server=ws%3A%2F%2Fh%3A1";
    let cases: Vec<(String, InviteError)> = vec![
        ("   ".into(), InviteError::Empty),
        ("x".repeat(MAX_LINK_BYTES + 1), InviteError::TooLong(MAX_LINK_BYTES + 1)),
        ("https://example.com/other?room=ABCD".into(), InviteError::NotAnInvite),
        // The web form names its server by its host; this one lacks the secret.
        ("https://example.com/join?room=ABCD".into(), InviteError::Missing("invite")),
        ("plyyard://evil?room=ABCD".into(), InviteError::NotAnInvite),
        ("plyyard://join".into(), InviteError::NotAnInvite),
        (format!("plyyard://join?{ok_server}&room=AB%ZZ&invite={SECRET}"), InviteError::BadEscape),
        (format!("plyyard://join?{ok_server}&room=AB%4&invite={SECRET}"), InviteError::BadEscape),
        (format!("plyyard://join?{ok_server}&room=%FF%FE&invite={SECRET}"), InviteError::BadEscape),
        (format!("plyyard://join?{ok_server}&room=ABCD&room=EFGH&invite={SECRET}"), InviteError::Duplicate("room")),
        (
            format!("plyyard://join?{ok_server}&invite={SECRET}&secret={SECRET}&room=ABCD"),
            InviteError::Duplicate("invite"),
        ),
        (format!("plyyard://join?{ok_server}&invite={SECRET}"), InviteError::Missing("room")),
        (format!("plyyard://join?room=ABCD&invite={SECRET}"), InviteError::Missing("server")),
        (format!("plyyard://join?{ok_server}&room=ABCD"), InviteError::Missing("invite")),
        (format!("plyyard://join?server=http%3A%2F%2Fh&room=ABCD&invite={SECRET}"), InviteError::BadServer),
        (format!("plyyard://join?server=ws%3A%2F%2F&room=ABCD&invite={SECRET}"), InviteError::BadServer),
        (format!("plyyard://join?server=ws%3A%2F%2Fh%20x&room=ABCD&invite={SECRET}"), InviteError::BadServer),
        (format!("plyyard://join?{ok_server}&room=AB&invite={SECRET}"), InviteError::BadRoom),
        (format!("plyyard://join?{ok_server}&room=AB%3Cscript%3E&invite={SECRET}"), InviteError::BadRoom),
        (format!("plyyard://join?{ok_server}&room=ABCD&invite=short"), InviteError::BadSecret),
        (format!("plyyard://join?{ok_server}&room=ABCD&invite={SECRET}%00"), InviteError::BadSecret),
    ];
    for (link, expected) in cases {
        assert_eq!(Invite::parse(&link), Err(expected.clone()), "link {link:?}");
    }
}

proptest! {
    #[test]
    fn any_text_parses_or_fails_without_panicking(text in ".{0,300}") {
        let _ = Invite::parse(&text);
    }

    #[test]
    fn any_query_after_the_prefix_parses_or_fails_without_panicking(query in "[a-z=&%0-9A-F+#:/?.\\-_ \u{0}-\u{7f}é€😀]{0,200}") {
        if let Ok(invite) = Invite::parse(&format!("plyyard://join?{query}")) {
            // Whatever gets through is a well-formed invite that links back to itself.
            prop_assert!(invite.servers.iter().all(|s| server_is_valid(s)));
            prop_assert!(room_is_valid(&invite.room));
            prop_assert!(secret_is_valid(&invite.secret));
            prop_assert_eq!(Invite::parse(&invite.to_link()), Ok(invite));
        }
    }

    #[test]
    fn valid_fields_round_trip(
        host in "[a-z0-9.\\-]{1,30}",
        port in 1u16..,
        room in "[A-Z0-9]{4,16}",
        secret in "[a-zA-Z0-9_\\-]{16,128}",
    ) {
        let invite = Invite::new(&format!("ws://{host}:{port}/ws"), &room, &secret).expect("valid fields");
        prop_assert_eq!(Invite::parse(&invite.to_link()), Ok(invite.clone()));
        prop_assert_eq!(Invite::parse(&invite.to_https_link()), Ok(invite.clone()));
        prop_assert_eq!(Invite::parse(&invite.to_web_link()), Ok(invite));
    }

    #[test]
    fn any_fragment_of_the_web_form_parses_or_fails_without_panicking(fragment in "[a-z=&%0-9A-F+#:/?.\\-_ \u{0}-\u{7f}é€😀]{0,200}") {
        if let Ok(invite) = Invite::parse(&format!("http://10.0.0.2:7878/join#{fragment}")) {
            prop_assert!(invite.servers.iter().all(|s| server_is_valid(s)));
            prop_assert_eq!(Invite::parse(&invite.to_link()), Ok(invite));
        }
    }

    #[test]
    fn a_truncated_link_never_reads_as_another_valid_invite(cut in 0usize..120) {
        let link = sample().to_link();
        let cut = cut.min(link.len());
        if let Ok(invite) = Invite::parse(&link[..cut]) {
            // Only a cut inside the secret's tail can still be valid, and then only as a prefix.
            prop_assert_eq!(&invite.servers, &sample().servers);
            prop_assert_eq!(&invite.room, &sample().room);
            prop_assert!(SECRET.starts_with(&invite.secret));
        }
    }
}
