//! A certificate authority made for a test (rcgen, ring): its leaves for `localhost`, and a
//! client configuration that trusts it alone.

use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use rustls::pki_types::CertificateDer;
use std::sync::Arc;
use tokio_tungstenite::Connector;

/// A test CA.
pub struct TestCa(CertifiedIssuer<'static, KeyPair>);

impl TestCa {
    pub fn new(name: &str) -> TestCa {
        let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.distinguished_name.push(rcgen::DnType::CommonName, name);
        TestCa(CertifiedIssuer::self_signed(params, KeyPair::generate().unwrap()).unwrap())
    }

    /// A leaf for `localhost`: its chain and key in PEM, and its DER.
    pub fn leaf(&self) -> (String, String, CertificateDer<'static>) {
        let key = KeyPair::generate().unwrap();
        let cert = CertificateParams::new(vec!["localhost".to_string()]).unwrap().signed_by(&key, &self.0).unwrap();
        (cert.pem(), key.serialize_pem(), cert.der().clone())
    }

    /// A client configuration trusting this CA only.
    pub fn client(&self) -> Connector {
        let mut roots = rustls::RootCertStore::empty();
        roots.add(self.0.der().clone()).unwrap();
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_root_certificates(roots)
            .with_no_client_auth();
        Connector::Rustls(Arc::new(config))
    }
}
