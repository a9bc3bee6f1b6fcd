//! Invites to an online room: the link a host shares (`link`) and its QR code ([`qr`]).
//!
//! The host's screen shows the link as a QR code drawn in SVG; the friend's camera frames (or a
//! picked photo) are decoded back into the link, off the UI thread, and parsed with the same
//! strict parser that reads a deep link handed to the app from outside.

pub(crate) mod link;
pub mod qr;

pub use link::{Invite, InviteError};
pub use qr::{QrDecodeError, QrEncodeError};
