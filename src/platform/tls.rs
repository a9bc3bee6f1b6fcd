//! TLS for the app's sockets to a room service (`wss://`), natively: rustls with the `ring`
//! provider (it cross-compiles to Android and iOS without extra tools) and Mozilla's root
//! certificates (`webpki-roots`) on every platform, plus, on the desktops, the roots the operating
//! system trusts (`rustls-native-certs`: a company's or the player's own authorities too). The
//! phones' system roots are not handed to Rust without the app's platform code; Mozilla's serve.
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
    CONFIG
        .get_or_init(|| {
            let mut trusted = system_authorities();
            trusted.extend(extra_authorities());
            Arc::new(build_config(trusted))
        })
        .clone()
}

/// The roots the operating system trusts (read once; `SSL_CERT_FILE`/`SSL_CERT_DIR` override
/// them, as for OpenSSL). A store that cannot be read is reported; Mozilla's roots still work.
#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn system_authorities() -> Vec<CertificateDer<'static>> {
    let found = rustls_native_certs::load_native_certs();
    for error in &found.errors {
        tracing::warn!("the system's certificate authorities: {error}");
    }
    found.certs
}

/// The phones: Mozilla's roots only (see the module's docs).
#[cfg(any(target_os = "android", target_os = "ios"))]
fn system_authorities() -> Vec<CertificateDer<'static>> {
    Vec::new()
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

/// Mozilla's roots plus `extra` (the system's and the variable's), TLS 1.2 and 1.3, no client
/// certificate.
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

    /// A desktop trusts what its system trusts: an authority in the system's store (here the file
    /// `SSL_CERT_FILE` names, as OpenSSL reads it) is among the roots.
    #[cfg(not(any(target_os = "android", target_os = "ios")))]
    #[test]
    fn the_desktops_trust_their_systems_authorities() {
        let key = rcgen::KeyPair::generate().expect("a key");
        let mut params = rcgen::CertificateParams::new(Vec::<String>::new()).expect("params");
        params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
        params.distinguished_name.push(rcgen::DnType::CommonName, "Ply Yard system store test CA");
        let ca = params.self_signed(&key).expect("a CA");
        let file = std::env::temp_dir().join(format!("plyyard-system-ca-{}.pem", std::process::id()));
        std::fs::write(&file, ca.pem()).expect("write the CA");
        std::env::set_var("SSL_CERT_FILE", &file);
        let system = system_authorities();
        std::env::remove_var("SSL_CERT_FILE");
        let _ = std::fs::remove_file(&file);
        assert!(
            system.iter().any(|cert| cert.as_ref() == ca.der().as_ref()),
            "{} roots, not the test CA",
            system.len()
        );
    }

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
