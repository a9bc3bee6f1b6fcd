//! A hint to the processor to bring a line of memory into its cache without waiting for it: the
//! search asks for a table's slot as soon as it knows the key, and reads it after other work,
//! when the memory has answered (the transposition table's slot, the evaluation cache's).
//!
//! Only a hint: it changes no result. Nothing happens on targets without a prefetch instruction
//! the engine knows (the browser's wasm).

/// Asks for the cache line holding `address`.
#[inline(always)]
pub(crate) fn prefetch_line<T>(address: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing the program sees and cannot fault, whatever the address.
    // (`_mm_prefetch` is marked unsafe only because it takes a raw pointer; SSE is part of every
    // x86-64.)
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(address.cast())
    };
    #[cfg(target_arch = "aarch64")]
    // SAFETY: `prfm` only hints the memory system: it loads nothing into a register, writes
    // nothing, cannot fault, and leaves the stack and flags alone. (The phones' processors:
    // Rust's own aarch64 prefetch intrinsic is not stable.)
    unsafe {
        std::arch::asm!("prfm pldl1keep, [{address}]", address = in(reg) address, options(nostack, readonly, preserves_flags))
    };
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    let _ = address;
}
