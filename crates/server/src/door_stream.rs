//! The byte stream the door hands to HTTP: the TCP socket with the bytes read before HTTP put
//! back in front ([`Rewind`]), under TLS or not ([`DoorStream`]), holding the socket's
//! admission ticket until it closes, upgraded or not.
//!
//! Imports nothing of this crate but the door's ticket ([`crate::admissions`]).

use crate::admissions::Ticket;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// A socket whose first bytes (read to look for a PROXY header) are read again first.
pub(crate) struct Rewind {
    before: Vec<u8>,
    at: usize,
    inner: TcpStream,
}

impl Rewind {
    pub(crate) fn new(before: Vec<u8>, inner: TcpStream) -> Rewind {
        Rewind { before, at: 0, inner }
    }
}

impl AsyncRead for Rewind {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.at < this.before.len() {
            let take = (this.before.len() - this.at).min(buf.remaining());
            buf.put_slice(&this.before[this.at..this.at + take]);
            this.at += take;
            if this.at == this.before.len() {
                this.before = Vec::new();
                this.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for Rewind {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, data)
    }
    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }
    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write_vectored(cx, bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

/// Plain or TLS.
pub(crate) enum Transport {
    Plain(Rewind),
    Tls(Box<tokio_rustls::server::TlsStream<Rewind>>),
}

/// An admitted socket: its transport and its place at the door, given back when dropped.
pub(crate) struct DoorStream {
    transport: Transport,
    _ticket: Ticket,
}

impl DoorStream {
    pub(crate) fn new(transport: Transport, ticket: Ticket) -> DoorStream {
        DoorStream { transport, _ticket: ticket }
    }

    /// The TCP socket's descriptor (under TLS too), for the write deadline's look at what the
    /// client has acknowledged.
    #[cfg(unix)]
    pub(crate) fn raw_fd(&self) -> std::os::fd::RawFd {
        use std::os::fd::AsRawFd;
        match &self.transport {
            Transport::Plain(plain) => plain.inner.as_raw_fd(),
            Transport::Tls(tls) => tls.get_ref().0.inner.as_raw_fd(),
        }
    }
}

/// Calls `$method` on whichever transport the stream has.
macro_rules! on_transport {
    ($self:expr, $method:ident ( $($arg:expr),* )) => {
        match &mut $self.get_mut().transport {
            Transport::Plain(plain) => Pin::new(plain).$method($($arg),*),
            Transport::Tls(tls) => Pin::new(tls.as_mut()).$method($($arg),*),
        }
    };
}

impl AsyncRead for DoorStream {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        on_transport!(self, poll_read(cx, buf))
    }
}

impl AsyncWrite for DoorStream {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        on_transport!(self, poll_write(cx, data))
    }
    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        on_transport!(self, poll_flush(cx))
    }
    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        on_transport!(self, poll_shutdown(cx))
    }
    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        on_transport!(self, poll_write_vectored(cx, bufs))
    }
    fn is_write_vectored(&self) -> bool {
        match &self.transport {
            Transport::Plain(plain) => plain.is_write_vectored(),
            Transport::Tls(tls) => tls.is_write_vectored(),
        }
    }
}
