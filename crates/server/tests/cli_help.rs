//! `--help` documents every flag, and a bad flag is refused without starting a server.

use std::process::Command;

#[test]
fn help_documents_every_flag() {
    let output = Command::new(env!("CARGO_BIN_EXE_plyyard-server")).arg("--help").output().unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    for flag in [
        "--listen",
        "--db",
        "--max-message-bytes",
        "--rate-per-second",
        "--rate-burst",
        "--max-connections",
        "--max-connections-per-address",
        "--max-rooms-per-address",
        "--ipv6-prefix",
        "--header-timeout-secs",
        "--max-rooms",
        "--heartbeat-secs",
        "--request-timeout-secs",
        "--tls-cert",
        "--tls-key",
        "--public-url",
        "--trusted-proxy",
        "--drain-secs",
        "--metrics-listen",
        "--log",
    ] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
    assert!(help.contains("ws://"), "the help says where the WebSocket is:\n{help}");
    assert!(help.contains("wss://") && help.contains("SIGHUP"), "the help explains TLS:\n{help}");
}

#[test]
fn a_bad_listen_address_is_refused() {
    let output =
        Command::new(env!("CARGO_BIN_EXE_plyyard-server")).args(["--listen", "not-an-address"]).output().unwrap();
    assert!(!output.status.success());
}

#[test]
fn bad_tls_proxy_and_public_url_flags_are_refused() {
    for args in [
        &["--tls-cert", "cert.pem"][..],
        &["--tls-key", "key.pem"],
        &["--tls-cert", "/nonexistent/cert.pem", "--tls-key", "/nonexistent/key.pem"],
        &["--public-url", "https://play.example.org/ws"],
        &["--trusted-proxy", "10.0.0.0/40"],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_plyyard-server"))
            .args(["--listen", "127.0.0.1:0", "--db", ":memory:"])
            .args(args)
            .output()
            .unwrap();
        assert!(!output.status.success(), "{args:?} was accepted");
        assert!(!String::from_utf8_lossy(&output.stderr).is_empty(), "{args:?} gave no reason");
    }
}
