//! The tables as a file: what the generator writes once and the apps ship.
//!
//! Little-endian: the magic `PLYEGDB2`, the variant (0 Russian, 1 Brazilian), the most pieces,
//! the number of tables, and the FNV-1a hash of everything after the header's first 20 bytes;
//! then per table its balance (4 bytes), 7.2.7's limit in plies (0: none), its form (0: a byte
//! of value and distance per position, 1: a two-bit verdict, four to a byte: see
//! `verdict`), its number of values, and the end offset of each of its blocks;
//! then the blocks, each [`BLOCK`] values compressed with DEFLATE. A block is inflated the first
//! time a probe needs it and kept: a game touches a few balances, so the tables never sit whole
//! in memory. Bad bytes give an error, never a panic.

use super::index::SignatureMap;
use super::{verdict, Form, Signature, Table, Tables};
use crate::draughts::Variant;
use std::sync::OnceLock;

/// Values per compressed block.
pub(crate) const BLOCK: usize = 16 * 1024;
const MAGIC: &[u8; 8] = b"PLYEGDB2";
/// Magic, variant, pieces, table count (u16), hash (u64).
const HEADER: usize = 8 + 1 + 1 + 2 + 8;

/// Why a tables file cannot be read.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    #[error("not a Ply Yard endgame tables file")]
    NotTables,
    #[error("the file is cut short or its directory is inconsistent")]
    Truncated,
    #[error("the file's contents do not match its hash (damaged)")]
    Damaged,
    #[error("unknown variant number {0}")]
    UnknownVariant(u8),
}

/// A table's values kept compressed, inflated block by block.
pub(super) struct Blocks {
    bytes: &'static [u8],
    /// Where each block starts and ends in `bytes` (one more entry than blocks).
    bounds: Vec<usize>,
    inflated: Vec<OnceLock<Option<Box<[u8]>>>>,
    /// Verdicts are packed four to a byte.
    packed: bool,
}

impl Blocks {
    /// The value byte (or verdict code) at `slot` (0, unknown, when its block cannot be inflated).
    pub(super) fn byte(&self, slot: usize) -> u8 {
        let block = slot / BLOCK;
        let Some(cell) = self.inflated.get(block) else { return 0 };
        let limit = if self.packed { BLOCK / 4 } else { BLOCK };
        let inflated = cell.get_or_init(|| {
            let compressed = &self.bytes[self.bounds[block]..self.bounds[block + 1]];
            miniz_oxide::inflate::decompress_to_vec_with_limit(compressed, limit).ok().map(Vec::into_boxed_slice)
        });
        match (inflated, self.packed) {
            (Some(values), true) => verdict::unpack(values, slot % BLOCK),
            (Some(values), false) => values.get(slot % BLOCK).copied().unwrap_or(0),
            (None, _) => 0,
        }
    }
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn variant_number(variant: Variant) -> u8 {
    match variant {
        Variant::Brazilian => 1,
        Variant::Russian | Variant::English => 0,
    }
}

impl Tables {
    /// The tables as a file (see the module's docs): balances of up to `distances_up_to` pieces
    /// (and those 7.2.7 counts square by square) keep their distances, larger ones only their
    /// verdicts. Only tables solved here, in memory.
    pub fn to_file(&self, distances_up_to: u32) -> Vec<u8> {
        let tables: Vec<&Table> = self.tables().collect();
        let mut directory = Vec::new();
        let mut data = Vec::new();
        let mut blocks_of = Vec::new();
        let mut forms = Vec::new();
        for table in &tables {
            let values = table.memory_values().unwrap_or(&[]);
            let form = if table.signature.pieces() > distances_up_to && table.diagonal_limit.is_none() {
                Form::Verdicts
            } else {
                Form::Distances
            };
            let compressed: Vec<Vec<u8>> = match form {
                Form::Distances => {
                    values.chunks(BLOCK).map(|chunk| miniz_oxide::deflate::compress_to_vec(chunk, 9)).collect()
                }
                Form::Verdicts => verdict::codes(self.variant, table)
                    .chunks(BLOCK)
                    .map(|chunk| miniz_oxide::deflate::compress_to_vec(&verdict::pack(chunk), 9))
                    .collect(),
            };
            blocks_of.push(compressed);
            forms.push(form);
        }
        let directory_len: usize = blocks_of.iter().map(|b| 4 + 1 + 1 + 4 + 4 + 4 * b.len()).sum();
        let mut offset = HEADER + directory_len;
        for ((table, blocks), form) in tables.iter().zip(&blocks_of).zip(&forms) {
            directory.extend_from_slice(&table.signature.0);
            directory.push(table.diagonal_limit.unwrap_or(0) as u8);
            directory.push(match form {
                Form::Distances => 0,
                Form::Verdicts => 1,
            });
            directory.extend_from_slice(&(table.memory_values().map_or(0, <[u8]>::len) as u32).to_le_bytes());
            directory.extend_from_slice(&(blocks.len() as u32).to_le_bytes());
            for block in blocks {
                offset += block.len();
                directory.extend_from_slice(&(offset as u32).to_le_bytes());
                data.extend_from_slice(block);
            }
        }
        let mut body = directory;
        body.extend_from_slice(&data);
        let mut out = Vec::with_capacity(HEADER + body.len());
        out.extend_from_slice(MAGIC);
        out.push(variant_number(self.variant));
        out.push(self.max_pieces as u8);
        out.extend_from_slice(&(tables.len() as u16).to_le_bytes());
        out.extend_from_slice(&fnv1a(&body).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    /// Reads a tables file kept in memory for the life of the process (the app ships it inside
    /// its binary). Checks the magic, the hash and every offset; blocks inflate when first probed.
    pub(crate) fn from_file(bytes: &'static [u8]) -> Result<Tables, FileError> {
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err(FileError::NotTables);
        }
        let variant = match bytes[8] {
            0 => Variant::Russian,
            1 => Variant::Brazilian,
            other => return Err(FileError::UnknownVariant(other)),
        };
        let max_pieces = u32::from(bytes[9]);
        let count = u16::from_le_bytes([bytes[10], bytes[11]]) as usize;
        let hash = u64::from_le_bytes(bytes[12..20].try_into().map_err(|_| FileError::Truncated)?);
        if fnv1a(&bytes[HEADER..]) != hash {
            return Err(FileError::Damaged);
        }
        let mut at = HEADER;
        let mut take = |n: usize| -> Result<&'static [u8], FileError> {
            let slice = bytes.get(at..at + n).ok_or(FileError::Truncated)?;
            at += n;
            Ok(slice)
        };
        let u32_at = |slice: &[u8]| u32::from_le_bytes([slice[0], slice[1], slice[2], slice[3]]) as usize;
        let mut directory = Vec::with_capacity(count);
        for _ in 0..count {
            let head = take(14)?;
            let signature = Signature([head[0], head[1], head[2], head[3]]);
            let diagonal_limit = (head[4] != 0).then_some(u32::from(head[4]));
            let form = match head[5] {
                0 => Form::Distances,
                1 if diagonal_limit.is_none() => Form::Verdicts,
                _ => return Err(FileError::Truncated),
            };
            let (length, blocks) = (u32_at(&head[6..10]), u32_at(&head[10..14]));
            let ends = take(4 * blocks)?.chunks(4).map(u32_at).collect::<Vec<usize>>();
            directory.push((signature, diagonal_limit, form, length, ends));
        }
        let mut start = at;
        let mut tables = SignatureMap::default();
        for (signature, diagonal_limit, form, length, ends) in directory {
            let states = diagonal_limit.map_or(1, |l| l as usize);
            let consistent = signature.pieces() <= max_pieces
                && length == signature.size() * states
                && ends.len() == length.div_ceil(BLOCK)
                && ends.iter().all(|&end| end <= bytes.len());
            if !consistent {
                return Err(FileError::Truncated);
            }
            let mut bounds = vec![start];
            for &end in &ends {
                if end < *bounds.last().unwrap_or(&start) {
                    return Err(FileError::Truncated);
                }
                bounds.push(end);
            }
            start = *bounds.last().unwrap_or(&start);
            let inflated = (0..ends.len()).map(|_| OnceLock::new()).collect();
            let blocks = Blocks { bytes, bounds, inflated, packed: form == Form::Verdicts };
            tables.insert(signature, Table::from_blocks(signature, diagonal_limit, form, blocks));
        }
        Ok(Tables { variant, max_pieces, tables })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_or_foreign_file_is_refused_without_panicking() {
        let good = Tables::generate(Variant::Russian, 2, |_| {}).to_file(2);
        let leak = |bytes: Vec<u8>| -> &'static [u8] { Box::leak(bytes.into_boxed_slice()) };
        assert!(Tables::from_file(leak(good.clone())).is_ok());
        let mut flipped = good.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 0x55;
        assert_eq!(Tables::from_file(leak(flipped)).err(), Some(FileError::Damaged));
        assert_eq!(Tables::from_file(leak(good[..good.len() / 2].to_vec())).err(), Some(FileError::Damaged));
        assert_eq!(Tables::from_file(leak(b"not tables at all, sorry".to_vec())).err(), Some(FileError::NotTables));
        assert_eq!(Tables::from_file(leak(Vec::new())).err(), Some(FileError::NotTables));
        let mut variant = good.clone();
        variant[8] = 7;
        assert_eq!(Tables::from_file(leak(variant)).err(), Some(FileError::UnknownVariant(7)));
        // A directory that points past the end, its hash made to match: refused as inconsistent.
        let mut lying = good;
        let blocks_at = 20 + 4 + 1 + 1 + 4; // the first table's block count
        lying[blocks_at..blocks_at + 4].copy_from_slice(&1000u32.to_le_bytes());
        let hash = lying[20..]
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
        lying[12..20].copy_from_slice(&hash.to_le_bytes());
        assert_eq!(Tables::from_file(leak(lying)).err(), Some(FileError::Truncated));
    }
}
