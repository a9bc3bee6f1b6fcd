//! The tables shipped inside the native apps and the room service: every Russian and Brazilian
//! balance up to 5 pieces (`crates/engine/endgame/*.egdb`; up to 4 pieces with distances, 5 as
//! verdicts at fresh counts), written by `cargo run --release -p plyyard-engine --example endgame
//! -- --variant russian --pieces 5 --write crates/engine/endgame/russian.egdb`. Each file's hash
//! is recorded here: a file changed without updating it is refused. The web build never calls
//! [`install_shipped`], so the linker leaves the files out of the wasm.

use super::file::FileError;
use super::{install, Tables};
use crate::draughts::Variant;

static RUSSIAN: &[u8] = include_bytes!("../../endgame/russian.egdb");
static BRAZILIAN: &[u8] = include_bytes!("../../endgame/brazilian.egdb");

/// The FNV-1a hash each shipped file records in its header (and [`Tables::from_file`] checks
/// against its contents).
const RUSSIAN_HASH: u64 = 0xd858_4751_227b_c760;
const BRAZILIAN_HASH: u64 = 0x725c_8de2_1ddf_b653;

/// Why the shipped tables of a variant are not used.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShippedError {
    #[error("no tables are shipped for this variant")]
    NoTables,
    #[error("the shipped file is not the one this build recorded")]
    NotTheRecordedFile,
    #[error(transparent)]
    File(#[from] FileError),
    #[error("tables for this variant were installed already")]
    AlreadyInstalled,
}

/// The shipped tables of `variant`, checked against the recorded hash.
pub fn shipped(variant: Variant) -> Result<Tables, ShippedError> {
    let (bytes, hash) = match variant {
        Variant::Russian => (RUSSIAN, RUSSIAN_HASH),
        Variant::Brazilian => (BRAZILIAN, BRAZILIAN_HASH),
        Variant::English => return Err(ShippedError::NoTables),
    };
    if bytes.get(12..20).map(|h| u64::from_le_bytes(h.try_into().unwrap_or_default())) != Some(hash) {
        return Err(ShippedError::NotTheRecordedFile);
    }
    let tables = Tables::from_file(bytes)?;
    if tables.variant() != variant {
        return Err(ShippedError::NotTheRecordedFile);
    }
    Ok(tables)
}

/// Installs the shipped tables of both variants for every search of this process (a few
/// milliseconds: the files are checked, not inflated). Returns what failed, for the log.
pub fn install_shipped() -> Vec<(Variant, ShippedError)> {
    let mut failed = Vec::new();
    for variant in [Variant::Russian, Variant::Brazilian] {
        let result = shipped(variant).and_then(|tables| install(tables).map_err(|_| ShippedError::AlreadyInstalled));
        if let Err(error) = result {
            failed.push((variant, error));
        }
    }
    failed
}
