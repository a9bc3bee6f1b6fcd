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
        "--header-timeout-secs",
        "--max-rooms",
        "--heartbeat-secs",
        "--drain-secs",
        "--metrics-listen",
        "--log",
    ] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
    assert!(help.contains("ws://"), "the help says where the WebSocket is:\n{help}");
}

#[test]
fn a_bad_listen_address_is_refused() {
    let output =
        Command::new(env!("CARGO_BIN_EXE_plyyard-server")).args(["--listen", "not-an-address"]).output().unwrap();
    assert!(!output.status.success());
}
