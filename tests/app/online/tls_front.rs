//! A TLS front for tests: terminates `wss://` with a certificate from a test authority made here
//! (rcgen) and passes the plain bytes to a room service on loopback, as a proxy in front of a
//! public service does. Each front has its own authority unless given one.

use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::{TcpListener, TcpStream};

/// A certificate authority of a test.
pub struct TestAuthority {
    pub pem: String,
    issuer: Issuer<'static, KeyPair>,
}

impl TestAuthority {
    pub fn new(name: &str) -> TestAuthority {
        let mut params = CertificateParams::new(Vec::new()).expect("no names");
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.distinguished_name.push(rcgen::DnType::CommonName, name);
        let key = KeyPair::generate().expect("a key");
        let cert = params.self_signed(&key).expect("a CA certificate");
        TestAuthority { pem: cert.pem(), issuer: Issuer::new(params, key) }
    }

    /// A server certificate for `localhost`, with its key.
    fn leaf(&self) -> (CertificateDer<'static>, PrivateKeyDer<'static>) {
        let params = CertificateParams::new(vec!["localhost".to_string()]).expect("a name");
        let key = KeyPair::generate().expect("a key");
        let cert = params.signed_by(&key, &self.issuer).expect("a leaf certificate");
        (cert.der().clone(), PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der())))
    }
}

/// Starts a front on 127.0.0.1 for `target`, with a certificate of `authority`; returns its
/// `wss://localhost:PORT` address.
pub async fn start(target: SocketAddr, authority: &TestAuthority) -> String {
    let (cert, key) = authority.leaf();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(vec![cert], key)
        .expect("a server configuration");
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("addr").port();
    tokio::spawn(async move {
        while let Ok((inbound, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let Ok(mut secure) = acceptor.accept(inbound).await else { return };
                let Ok(mut outbound) = TcpStream::connect(target).await else { return };
                let _ = tokio::io::copy_bidirectional(&mut secure, &mut outbound).await;
            });
        }
    });
    format!("wss://localhost:{port}")
}
