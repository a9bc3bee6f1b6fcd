//! TLS on the service's port (`--tls-cert`, `--tls-key`): rustls with the ring provider.
//!
//! [`Certificates`] holds the configuration every new handshake uses, and reads the two PEM files
//! again on [`Certificates::reload`]: on SIGHUP and when a file's modification time changes
//! ([`Certificates::watch`]), so a renewed certificate needs no restart. A new pair that cannot be
//! used (unreadable, no certificate, a key that does not match) is logged and the old one kept;
//! handshakes under way finish with the configuration they started with.
//!
//! Imports nothing of this crate.

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime};
use tokio_rustls::TlsAcceptor;

/// How often the files' modification times are compared with the last load's.
const FILE_CHECK_INTERVAL: Duration = Duration::from_secs(60);

/// Why a certificate and key could not be used.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    #[error("{path}: {why}")]
    File { path: PathBuf, why: String },
    #[error("{0}: no certificate in the file")]
    NoCertificate(PathBuf),
    #[error("the certificate and key cannot be used together: {0}")]
    Rustls(#[from] rustls::Error),
}

/// The certificate and key files.
#[derive(Clone, Debug)]
pub struct TlsFiles {
    pub cert: PathBuf,
    pub key: PathBuf,
}

impl std::fmt::Debug for Certificates {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.debug_struct("Certificates").field("files", &self.files).finish_non_exhaustive()
    }
}

/// A configuration and the files' modification times when it was read.
struct Loaded {
    config: Arc<rustls::ServerConfig>,
    stamps: [Option<SystemTime>; 2],
}

/// The TLS configuration in use, read again from its files on demand.
pub struct Certificates {
    files: TlsFiles,
    loaded: RwLock<Loaded>,
}

impl Certificates {
    /// Reads both files; an error when they cannot be used (the service does not start).
    pub fn load(files: TlsFiles) -> Result<Arc<Certificates>, TlsError> {
        let loaded = read(&files)?;
        Ok(Arc::new(Certificates { files, loaded: RwLock::new(loaded) }))
    }

    /// An acceptor for one new handshake, with the configuration in use now.
    pub fn acceptor(&self) -> TlsAcceptor {
        TlsAcceptor::from(self.loaded.read().unwrap_or_else(|poisoned| poisoned.into_inner()).config.clone())
    }

    /// Reads the files again and uses them from the next handshake on. On an error the
    /// configuration in use stays.
    pub fn reload(&self) -> Result<(), TlsError> {
        let fresh = read(&self.files)?;
        *self.loaded.write().unwrap_or_else(|poisoned| poisoned.into_inner()) = fresh;
        Ok(())
    }

    /// Reloads when either file's modification time differs from the last load's; `None` when
    /// neither changed.
    pub fn reload_if_changed(&self) -> Option<Result<(), TlsError>> {
        let now = stamps(&self.files);
        let before = self.loaded.read().unwrap_or_else(|poisoned| poisoned.into_inner()).stamps;
        if now == before {
            return None;
        }
        let result = self.reload();
        if result.is_err() {
            // A bad file is reported once, not every minute until it is fixed.
            self.loaded.write().unwrap_or_else(|poisoned| poisoned.into_inner()).stamps = now;
        }
        Some(result)
    }

    /// Reloads on SIGHUP and when the files change, logging each outcome, for as long as the
    /// task runs. The SIGHUP handler is installed by this call, before the future is polled:
    /// call it before serving, so no SIGHUP meets the default action (which ends the process).
    pub fn watch(self: Arc<Self>) -> impl std::future::Future<Output = ()> + Send + 'static {
        #[cfg(unix)]
        let mut hangup = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::hangup())
            .map_err(
                |error| tracing::warn!(%error, "SIGHUP cannot be caught; certificates reload when their files change"),
            )
            .ok();
        async move {
            let mut timer = tokio::time::interval(FILE_CHECK_INTERVAL);
            timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            timer.tick().await;
            loop {
                #[cfg(unix)]
                let hung_up = async {
                    match hangup.as_mut() {
                        Some(signal) => signal.recv().await,
                        None => std::future::pending().await,
                    }
                };
                #[cfg(not(unix))]
                let hung_up = std::future::pending::<Option<()>>();
                let outcome = tokio::select! {
                    _ = hung_up => Some(self.reload()),
                    _ = timer.tick() => self.reload_if_changed(),
                };
                match outcome {
                    Some(Ok(())) => tracing::info!(cert = %self.files.cert.display(), "TLS certificate loaded again"),
                    Some(Err(error)) => {
                        tracing::error!(%error, "the new TLS certificate or key cannot be used; the old one stays")
                    }
                    None => {}
                }
            }
        }
    }
}

fn stamps(files: &TlsFiles) -> [Option<SystemTime>; 2] {
    let modified = |path: &Path| std::fs::metadata(path).and_then(|meta| meta.modified()).ok();
    [modified(&files.cert), modified(&files.key)]
}

/// Reads the chain and key and builds a configuration with the ring provider.
fn read(files: &TlsFiles) -> Result<Loaded, TlsError> {
    // Times first: a file replaced while it is read is read again at the next check.
    let stamps = stamps(files);
    let file_error = |path: &Path| {
        let path = path.to_owned();
        move |error: rustls::pki_types::pem::Error| TlsError::File { path, why: error.to_string() }
    };
    let chain = CertificateDer::pem_file_iter(&files.cert)
        .map_err(file_error(&files.cert))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(file_error(&files.cert))?;
    if chain.is_empty() {
        return Err(TlsError::NoCertificate(files.cert.clone()));
    }
    let key = PrivateKeyDer::from_pem_file(&files.key).map_err(file_error(&files.key))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_no_client_auth()
        .with_single_cert(chain, key)?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Loaded { config: Arc::new(config), stamps })
}
