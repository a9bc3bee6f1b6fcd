//! TLS on the service's port (`--tls-cert`, `--tls-key`): a client trusting the certificate's
//! CA speaks the protocol over wss and gets wss invites; one trusting another CA fails the
//! handshake; a certificate replaced on disk is used from the next handshake after a reload (the
//! function SIGHUP calls, SIGHUP itself, and the files' modification times), and a bad
//! replacement leaves the old one in use.

mod common;

use common::test_ca::TestCa;
use common::*;
use plyyard_protocol::*;
use plyyard_server::Limits;
use plyyard_server::ServerConfig;
use plyyard_server::{Certificates, TlsFiles};
use rustls::pki_types::CertificateDer;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio_tungstenite::MaybeTlsStream;

fn scratch_dir(name: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("plyyard-tls-{name}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a leaf of `ca` as the server's files; its DER.
fn install(ca: &TestCa, files: &TlsFiles) -> CertificateDer<'static> {
    let (cert, key, der) = ca.leaf();
    std::fs::write(&files.cert, cert).unwrap();
    std::fs::write(&files.key, key).unwrap();
    der
}

async fn tls_server(name: &str, ca: &TestCa) -> (TestServer, TlsFiles, Arc<Certificates>, CertificateDer<'static>) {
    tls_server_with(name, ca, Limits::default()).await
}

async fn tls_server_with(
    name: &str,
    ca: &TestCa,
    limits: Limits,
) -> (TestServer, TlsFiles, Arc<Certificates>, CertificateDer<'static>) {
    let dir = scratch_dir(name);
    let files = TlsFiles { cert: dir.join("cert.pem"), key: dir.join("key.pem") };
    let leaf = install(ca, &files);
    let certificates = Certificates::load(files.clone()).expect("the test certificate loads");
    let config = ServerConfig { tls: Some(certificates.clone()), limits, ..ServerConfig::in_memory() };
    let server = TestServer::start(config).await;
    (server, files, certificates, leaf)
}

/// A wss client trusting `ca`, or the error that stopped it.
async fn wss(addr: SocketAddr, ca: &TestCa) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let url = format!("wss://localhost:{}/ws", addr.port());
    let (ws, _) = tokio_tungstenite::client_async_tls_with_config(url, tcp, None, Some(ca.client())).await?;
    Ok(Client::from_stream(ws))
}

/// The certificate the server showed this client.
fn served_certificate(client: &Client) -> CertificateDer<'static> {
    let MaybeTlsStream::Rustls(tls) = client.stream() else { panic!("not a TLS stream") };
    tls.get_ref().1.peer_certificates().expect("a certificate")[0].clone().into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_trusting_the_ca_plays_over_wss_and_gets_wss_invites() {
    let ca = TestCa::new("Ply Yard test CA");
    let (server, _, _, leaf) = tls_server("play", &ca).await;
    let mut client = wss(server.addr, &ca).await.expect("a wss handshake");
    assert_eq!(served_certificate(&client), leaf);
    assert!(matches!(client.call(ClientCommand::Hello { client: "t".into() }).await, ServerBody::Welcome { .. }));
    let reply = client
        .call(ClientCommand::CreateRoom {
            setup: GameSetup::new(GameKind::Brazilian),
            time_per_move: None,
            name: "Ana".into(),
        })
        .await;
    let ServerBody::RoomCreated { invite_link, .. } = reply else { panic!("room_created: {reply:?}") };
    let wanted = format!("server=wss%3A%2F%2Flocalhost%3A{}%2Fws&", server.addr.port());
    assert!(invite_link.contains(&wanted), "{invite_link}");
    // Plain ws on the TLS port is not served.
    assert!(tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await.is_err());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_trusting_another_ca_fails_the_handshake() {
    let ca = TestCa::new("Ply Yard test CA");
    let stranger = TestCa::new("Some other CA");
    let (server, _, _, _) = tls_server("stranger", &ca).await;
    let refused = wss(server.addr, &stranger).await;
    assert!(
        matches!(&refused, Err(tokio_tungstenite::tungstenite::Error::Io(error)) if error.to_string().contains("certificate")),
        "{:?}",
        refused.err()
    );
    // The service is unhurt.
    assert!(wss(server.addr, &ca).await.is_ok());
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replaced_certificate_is_used_after_a_reload_and_a_bad_one_is_not() {
    let old_ca = TestCa::new("Old CA");
    let new_ca = TestCa::new("New CA");
    let (server, files, certificates, old_leaf) = tls_server("reload", &old_ca).await;
    let new_leaf = install(&new_ca, &files);
    // Until the reload the old certificate is served.
    assert_eq!(served_certificate(&wss(server.addr, &old_ca).await.expect("old")), old_leaf);
    assert!(wss(server.addr, &new_ca).await.is_err());
    certificates.reload().expect("the new pair loads");
    let mut client = wss(server.addr, &new_ca).await.expect("a handshake with the new certificate");
    assert_eq!(served_certificate(&client), new_leaf);
    assert!(matches!(client.call(ClientCommand::Hello { client: "t".into() }).await, ServerBody::Welcome { .. }));
    // A broken replacement (a key that is not PEM, then a key of another certificate) is refused
    // and the certificate in use stays.
    std::fs::write(&files.key, "not a key").unwrap();
    assert!(certificates.reload().is_err());
    let (_, other_key, _) = new_ca.leaf();
    std::fs::write(&files.key, other_key).unwrap();
    assert!(certificates.reload().is_err(), "a key that does not match its certificate was taken");
    assert_eq!(served_certificate(&wss(server.addr, &new_ca).await.expect("still served")), new_leaf);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_changed_file_is_noticed_by_its_time_and_a_bad_one_reported_once() {
    let old_ca = TestCa::new("Old CA");
    let new_ca = TestCa::new("New CA");
    let (server, files, certificates, _) = tls_server("mtime", &old_ca).await;
    assert!(certificates.reload_if_changed().is_none(), "nothing changed");
    // A renewal: new files, written later than the last load.
    let later = |path: &std::path::Path, seconds: u64| {
        let file = std::fs::File::options().write(true).open(path).unwrap();
        file.set_modified(std::time::SystemTime::now() + std::time::Duration::from_secs(seconds)).unwrap();
    };
    let new_leaf = install(&new_ca, &files);
    later(&files.cert, 10);
    assert!(matches!(certificates.reload_if_changed(), Some(Ok(()))));
    assert_eq!(served_certificate(&wss(server.addr, &new_ca).await.expect("renewed")), new_leaf);
    assert!(certificates.reload_if_changed().is_none(), "the same files again");
    // A broken renewal is reported once, and the certificate in use stays.
    std::fs::write(&files.cert, "-----BEGIN CERTIFICATE-----\ngarbage\n").unwrap();
    later(&files.cert, 20);
    assert!(matches!(certificates.reload_if_changed(), Some(Err(_))));
    assert!(certificates.reload_if_changed().is_none(), "a bad file is reported once, not every minute");
    assert_eq!(served_certificate(&wss(server.addr, &new_ca).await.expect("still served")), new_leaf);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_handshake_never_finished_is_closed_at_its_deadline_and_counts_meanwhile() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let ca = TestCa::new("Ply Yard test CA");
    let limits = Limits {
        header_timeout: std::time::Duration::from_secs(1),
        max_connections_per_address: 2,
        ..Limits::default()
    };
    let (server, _, _, _) = tls_server_with("stalled", &ca, limits).await;
    // Two sockets start a handshake (a record header, then nothing): they fill the address's cap.
    let mut stalled = Vec::new();
    for _ in 0..2 {
        let mut socket = tokio::net::TcpStream::connect(server.addr).await.unwrap();
        socket.write_all(&[0x16, 0x03, 0x01]).await.unwrap();
        stalled.push(socket);
    }
    let mut over = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    over.write_all(&[0x16, 0x03, 0x01]).await.unwrap();
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(WAIT, over.read_to_end(&mut answer)).await.expect("refused at once");
    // The caps come before the handshake, and a TLS port never answers in plain text: closed.
    assert!(answer.is_empty(), "a refusal on a TLS port: {:?}", String::from_utf8_lossy(&answer));
    let started = std::time::Instant::now();
    for socket in stalled.iter_mut() {
        let mut rest = Vec::new();
        let closed = tokio::time::timeout(std::time::Duration::from_secs(5), socket.read_to_end(&mut rest)).await;
        assert!(closed.is_ok(), "a stalled handshake is still open after {:?}", started.elapsed());
    }
    assert!(started.elapsed() < std::time::Duration::from_secs(3), "closed after {:?}", started.elapsed());
    assert!(wss(server.addr, &ca).await.is_ok(), "a real client gets in afterwards");
    server.stop().await;
}

/// SIGHUP to the server binary reaches the same reload (a process of its own: a signal to this
/// one would reload every test's server at once).
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sighup_makes_the_binary_read_its_certificate_again() {
    use std::io::{BufRead, BufReader};
    let old_ca = TestCa::new("Old CA");
    let new_ca = TestCa::new("New CA");
    let dir = scratch_dir("sighup");
    let files = TlsFiles { cert: dir.join("cert.pem"), key: dir.join("key.pem") };
    install(&old_ca, &files);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_plyyard-server"))
        .current_dir(&dir)
        .args(["--listen", "127.0.0.1:0", "--log", "warn", "--db", ":memory:", "--tls-cert"])
        .arg(&files.cert)
        .arg("--tls-key")
        .arg(&files.key)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the server binary starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr: SocketAddr = line.trim().strip_prefix("listening on ").expect("the address line").parse().unwrap();
    // A handshake proves it serves, so its SIGHUP handler (installed before serving) is in place.
    let mut served = None;
    for _ in 0..100 {
        if let Ok(client) = wss(addr, &old_ca).await {
            served = Some(client);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(served.is_some(), "the binary never served TLS");
    let new_leaf = install(&new_ca, &files);
    // SAFETY: kill only sends a signal to the child, which is alive (we have not waited on it).
    assert_eq!(unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGHUP) }, 0);
    let deadline = std::time::Instant::now() + WAIT;
    let outcome = loop {
        if let Ok(client) = wss(addr, &new_ca).await {
            break Ok(served_certificate(&client));
        }
        if std::time::Instant::now() > deadline {
            break Err("the new certificate was never served after SIGHUP");
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    let alive = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert!(alive, "SIGHUP ended the server");
    assert_eq!(outcome.unwrap(), new_leaf);
}
