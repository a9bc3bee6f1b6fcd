//! The transposition table's memory: zeroed words from the system, which on Linux and Android
//! asks for huge pages.
//!
//! A master-level table is 24 MB, read at random at every node above the horizon: with 4 KB pages
//! nearly every probe also misses the processor's address translation cache (a 24 MB table is
//! 6,144 pages), and the walk of the page tables is paid before the slot's line even comes. In 2
//! MB pages the whole table is 12 entries. So on Linux and Android the table is mapped on its
//! own, aligned to 2 MB, and marked `MADV_HUGEPAGE`: the kernel then backs it with huge pages
//! where transparent huge pages are enabled for such requests (`madvise`, the default of many
//! distributions, or `always`), and with ordinary pages otherwise. Only a hint: the contents are
//! the same zeroed words either way, so the search's tree never depends on it
//! (`docs/search-speed.md`, "Kept: same tree, less waiting on memory"). Elsewhere, and for tables
//! under 2 MB, the words come from the global allocator as before.

use std::ops::Deref;
use std::ptr::NonNull;
use std::sync::atomic::AtomicU64;

/// The huge page size this asks for, where it asks.
#[cfg(any(target_os = "linux", target_os = "android"))]
const HUGE_PAGE: usize = 2 << 20;

/// `len` atomic words, all zero when made, freed when dropped.
pub(crate) struct ZeroedWords {
    start: NonNull<AtomicU64>,
    len: usize,
    source: Source,
}

/// Where the words came from, so they go back there.
enum Source {
    /// The global allocator, with this layout.
    Allocator(std::alloc::Layout),
    /// A private anonymous mapping of its own, of this many bytes from `start`.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    Mapping(usize),
    /// Nothing (no words).
    Empty,
}

// SAFETY: `ZeroedWords` owns its words alone (no other pointer to them escapes but through
// `Deref`), and `AtomicU64` is `Send` and `Sync`: the words are shared between the threads of a
// search exactly as a `Box<[AtomicU64]>` would be.
unsafe impl Send for ZeroedWords {}
// SAFETY: as above; `&ZeroedWords` only gives `&[AtomicU64]`.
unsafe impl Sync for ZeroedWords {}

impl ZeroedWords {
    /// `count` words of zero. Panics when so many words do not fit the address space; aborts as
    /// `Box` does when the system has no memory for them.
    pub(crate) fn new(count: usize) -> ZeroedWords {
        let Ok(layout) = std::alloc::Layout::array::<AtomicU64>(count) else {
            panic!("a transposition table of {count} words does not fit the address space");
        };
        if layout.size() == 0 {
            return ZeroedWords { start: NonNull::dangling(), len: 0, source: Source::Empty };
        }
        #[cfg(any(target_os = "linux", target_os = "android"))]
        if layout.size() >= HUGE_PAGE {
            if let Some(words) = Self::mapped(count, layout.size()) {
                return words;
            }
        }
        // SAFETY: the layout is an array of `count` `AtomicU64`s of non-zero size; all-zero bytes
        // are a valid `AtomicU64` (it has the representation of a `u64`).
        let memory = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<AtomicU64>();
        let Some(start) = NonNull::new(memory) else {
            std::alloc::handle_alloc_error(layout);
        };
        ZeroedWords { start, len: count, source: Source::Allocator(layout) }
    }

    /// `count` words (`bytes` bytes) in a mapping of their own, aligned to [`HUGE_PAGE`] and
    /// marked for huge pages; `None` when the system refuses the mapping.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    fn mapped(count: usize, bytes: usize) -> Option<ZeroedWords> {
        let bytes = bytes.checked_next_multiple_of(HUGE_PAGE)?;
        // A huge page's more, to find a 2 MB boundary inside; the rest goes back at once.
        let reserved = bytes.checked_add(HUGE_PAGE)?;
        // SAFETY: a fresh private anonymous mapping, no address asked for: it touches no memory
        // the program holds. Its pages read as zero until written.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                reserved,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        let head = (base as usize).next_multiple_of(HUGE_PAGE) - base as usize;
        let tail = reserved - head - bytes;
        // SAFETY: `head` and `tail` bytes at the two ends lie inside the mapping just made, page
        // aligned (the mapping and 2 MB boundaries are), and nothing points into them. The
        // middle is `bytes` long, so it holds `count` words, and is 2 MB aligned. `madvise`
        // only advises; its failure (a kernel without transparent huge pages) changes nothing.
        unsafe {
            let start = base.cast::<u8>().add(head);
            if head > 0 {
                libc::munmap(base, head);
            }
            if tail > 0 {
                libc::munmap(start.add(bytes).cast(), tail);
            }
            libc::madvise(start.cast(), bytes, libc::MADV_HUGEPAGE);
            Some(ZeroedWords {
                start: NonNull::new(start.cast::<AtomicU64>())?,
                len: count,
                source: Source::Mapping(bytes),
            })
        }
    }
}

impl Deref for ZeroedWords {
    type Target = [AtomicU64];

    fn deref(&self) -> &[AtomicU64] {
        // SAFETY: `start` points to `len` initialised words this value owns (dangling and 0
        // for none), alive until it drops.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl Drop for ZeroedWords {
    fn drop(&mut self) {
        match self.source {
            // SAFETY: allocated by `alloc_zeroed` with this very layout, freed once.
            Source::Allocator(layout) => unsafe { std::alloc::dealloc(self.start.as_ptr().cast(), layout) },
            #[cfg(any(target_os = "linux", target_os = "android"))]
            // SAFETY: the mapping's part kept by `mapped`, unmapped once.
            Source::Mapping(bytes) => unsafe {
                libc::munmap(self.start.as_ptr().cast(), bytes);
            },
            Source::Empty => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    /// Tables of every size the levels ask for, and around the huge page: all zero, writable
    /// end to end, and of the length asked.
    #[test]
    fn the_words_are_zero_and_writable_at_every_size() {
        for count in [0, 1, 3 * 1024, (2 << 20) / 8 - 1, (2 << 20) / 8, 3 * (1 << 18), 3 * (1 << 20) + 5] {
            let words = ZeroedWords::new(count);
            assert_eq!(words.len(), count);
            assert!(words.iter().all(|word| word.load(Ordering::Relaxed) == 0), "{count}");
            for (index, word) in words.iter().enumerate() {
                word.store(index as u64 ^ 0x5a5a, Ordering::Relaxed);
            }
            assert!(words
                .iter()
                .enumerate()
                .all(|(index, word)| word.load(Ordering::Relaxed) == index as u64 ^ 0x5a5a));
        }
    }

    /// A table of at least a huge page starts on a huge page's boundary where huge pages are
    /// asked for.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    #[test]
    fn a_large_table_is_aligned_to_a_huge_page() {
        let words = ZeroedWords::new(3 * (1 << 20));
        assert_eq!(words.as_ptr() as usize % HUGE_PAGE, 0);
        assert!(matches!(words.source, Source::Mapping(_)));
    }
}
