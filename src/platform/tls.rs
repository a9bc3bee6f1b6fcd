//! TLS for the app's sockets to a room service (`wss://`), natively: rustls with the `ring`
//! provider (it cross-compiles to Android and iOS without extra tools) and Mozilla's root
//! certificates (`webpki-roots`), the same on every platform.
//!
//! Tests and operators of a private service add their own certificate authority with
//! `PLYYARD_EXTRA_CA=FILE.pem` (one or more PEM certificates), read once when the first secure
//! socket opens. A player never needs it.

use dioxus::logger::tracing;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};
use std::sync::{Arc, OnceLock};

/// The environment variable naming extra trusted certificate authorities (PEM).
pub const EXTRA_CA_VAR: &str = "PLYYARD_EXTRA_CA";

/// The client configuration every secure socket uses, built once.
pub fn client_config() -> Arc<ClientConfig> {
    static CONFIG: OnceLock<Arc<ClientConfig>> = OnceLock::new();
    CONFIG.get_or_init(|| Arc::new(build_config(extra_authorities()))).clone()
}

/// The extra authorities of [`EXTRA_CA_VAR`]; a file that cannot be read or holds no certificate
/// is reported and ignored (the public roots still work).
fn extra_authorities() -> Vec<CertificateDer<'static>> {
    let Some(path) = std::env::var_os(EXTRA_CA_VAR).filter(|p| !p.is_empty()) else { return Vec::new() };
    match CertificateDer::pem_file_iter(&path).and_then(|certs| certs.collect::<Result<Vec<_>, _>>()) {
        Ok(certs) if !certs.is_empty() => certs,
        Ok(_) => {
            tracing::warn!("{} names {path:?}, which holds no certificate", EXTRA_CA_VAR);
            Vec::new()
        }
        Err(error) => {
            tracing::warn!("{} names {path:?}, which cannot be read: {error}", EXTRA_CA_VAR);
            Vec::new()
        }
    }
}

/// Mozilla's roots plus `extra`, TLS 1.2 and 1.3, no client certificate.
fn build_config(extra: Vec<CertificateDer<'static>>) -> ClientConfig {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    let (added, ignored) = roots.add_parsable_certificates(extra);
    if ignored > 0 {
        tracing::warn!("{ignored} extra certificate authorities could not be used ({added} were)");
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("ring supports the default TLS versions")
        .with_root_certificates(roots)
        .with_no_client_auth()
}

/// True when `error` (from opening a socket) says the server's certificate was refused: not
/// trusted, expired, or for another name.
pub fn is_certificate_error(error: &std::io::Error) -> bool {
    error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        .is_some_and(|e| matches!(e, rustls::Error::InvalidCertificate(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_refused_certificate_counts_as_a_certificate_error() {
        let other = std::io::Error::new(std::io::ErrorKind::InvalidData, "not tls");
        assert!(!is_certificate_error(&other));
        let bad = std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            rustls::Error::InvalidCertificate(rustls::CertificateError::UnknownIssuer),
        );
        assert!(is_certificate_error(&bad));
    }
}
