//! The door: every TCP socket passes here before HTTP sees it.
//!
//! * **A cap on every accepted socket** ([`Limits::max_connections`]), upgraded or not, and one
//!   per client address ([`Limits::max_connections_per_address`]); a socket above either gets a
//!   short `503` and is closed, so silent sockets cannot use up the process's descriptors.
//! * **A deadline for the request headers** ([`Limits::header_timeout`]): a socket that has not
//!   sent a whole header block by then is closed. This stops both silent sockets and slowloris
//!   clients (headers a byte at a time), whatever their pace.
//! * **No Nagle** on every socket: an answer goes out at once.
//!
//! Imports nothing of this crate but its limits.

use crate::config::Limits;
use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// Sockets held, in all and per client address.
#[derive(Default)]
struct Counts {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Why a socket was turned away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    ServerFull,
    AddressFull,
}

/// The sockets the door has let in, shared with each socket's ticket.
pub struct Admissions {
    counts: Mutex<Counts>,
    max_all: usize,
    max_per_address: usize,
}

impl Admissions {
    pub fn new(limits: &Limits) -> Arc<Admissions> {
        Arc::new(Admissions {
            counts: Mutex::new(Counts::default()),
            max_all: limits.max_connections,
            max_per_address: limits.max_connections_per_address,
        })
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Lets a socket from `ip` in, or says why not. The ticket counts it until dropped.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Ticket, Refusal> {
        let ip = ip.to_canonical();
        let mut counts = self.counts();
        if counts.all >= self.max_all {
            return Err(Refusal::ServerFull);
        }
        let held = counts.by_address.entry(ip).or_insert(0);
        if *held >= self.max_per_address {
            return Err(Refusal::AddressFull);
        }
        *held += 1;
        counts.all += 1;
        Ok(Ticket { admissions: self.clone(), ip })
    }

    /// Sockets held now.
    pub fn held(&self) -> usize {
        self.counts().all
    }
}

/// One admitted socket's place; given back when the socket closes.
pub struct Ticket {
    admissions: Arc<Admissions>,
    ip: IpAddr,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut counts = self.admissions.counts();
        counts.all = counts.all.saturating_sub(1);
        if let Some(held) = counts.by_address.get_mut(&self.ip) {
            *held -= 1;
            if *held == 0 {
                counts.by_address.remove(&self.ip);
            }
        }
    }
}

/// The listener axum serves from: it accepts, counts, refuses and wraps each socket.
pub struct Door {
    listener: TcpListener,
    admissions: Arc<Admissions>,
    header_timeout: Duration,
}

impl Door {
    pub fn new(listener: TcpListener, limits: &Limits) -> Door {
        Door { listener, admissions: Admissions::new(limits), header_timeout: limits.header_timeout }
    }
}

impl Listener for Door {
    type Io = GuardedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (GuardedStream, SocketAddr) {
        loop {
            let (mut stream, peer) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of descriptors or a reset before accept: wait a little, never spin.
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let _ = stream.set_nodelay(true);
            match self.admissions.admit(peer.ip()) {
                Ok(ticket) => return (GuardedStream::new(stream, ticket, self.header_timeout), peer),
                Err(refusal) => {
                    tracing::debug!(%peer, ?refusal, "socket refused");
                    crate::prometheus::socket_refused(match refusal {
                        Refusal::ServerFull => "server_full",
                        Refusal::AddressFull => "address_full",
                    });
                    tokio::spawn(async move {
                        let body = match refusal {
                            Refusal::ServerFull => "too many connections",
                            Refusal::AddressFull => "too many connections from this address",
                        };
                        let answer = format!(
                            "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                            body.len()
                        );
                        let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(answer.as_bytes())).await;
                    });
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// The client's address, as handlers read it (`ConnectInfo<PeerAddr>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeerAddr(pub SocketAddr);

impl Connected<IncomingStream<'_, Door>> for PeerAddr {
    fn connect_info(stream: IncomingStream<'_, Door>) -> PeerAddr {
        PeerAddr(*stream.remote_addr())
    }
}

/// A socket that must finish its first request's headers before a deadline, and gives its
/// ticket back when dropped.
pub struct GuardedStream {
    inner: TcpStream,
    _ticket: Ticket,
    /// Until the first blank line (`\r\n\r\n`) is read; `None` after.
    deadline: Option<Pin<Box<tokio::time::Sleep>>>,
    /// The last bytes read, to find a blank line split across reads.
    tail: [u8; 3],
}

impl GuardedStream {
    fn new(inner: TcpStream, ticket: Ticket, header_timeout: Duration) -> GuardedStream {
        GuardedStream {
            inner,
            _ticket: ticket,
            deadline: Some(Box::pin(tokio::time::sleep(header_timeout))),
            tail: [0; 3],
        }
    }
}

/// Whether `tail` followed by `fresh` holds a blank line; updates `tail` to the last three bytes.
fn headers_end(tail: &mut [u8; 3], fresh: &[u8]) -> bool {
    let mut window: Vec<u8> = Vec::with_capacity(3 + fresh.len());
    window.extend_from_slice(tail);
    window.extend_from_slice(fresh);
    let found = window.windows(4).any(|w| w == b"\r\n\r\n");
    let n = window.len();
    *tail = [window[n - 3], window[n - 2], window[n - 1]];
    found
}

impl AsyncRead for GuardedStream {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if let Some(deadline) = this.deadline.as_mut() {
            if deadline.as_mut().poll(cx).is_ready() {
                return Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "request headers not sent in time")));
            }
        }
        let before = buf.filled().len();
        let polled = Pin::new(&mut this.inner).poll_read(cx, buf);
        if this.deadline.is_some() {
            if let Poll::Ready(Ok(())) = polled {
                if headers_end(&mut this.tail, &buf.filled()[before..]) {
                    this.deadline = None;
                }
            }
        }
        polled
    }
}

impl AsyncWrite for GuardedStream {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_line_is_found_across_reads_and_nowhere_else() {
        let mut tail = [0u8; 3];
        assert!(!headers_end(&mut tail, b"GET /ws HTTP/1.1\r\nHost: h\r"));
        assert!(!headers_end(&mut tail, b"\n"));
        assert!(headers_end(&mut tail, b"\r\n"));
        let mut tail = [0u8; 3];
        assert!(!headers_end(&mut tail, b"\r\n"));
        assert!(!headers_end(&mut tail, b"X"));
        assert!(!headers_end(&mut tail, b"\r\n\r"));
        assert!(headers_end(&mut tail, b"\n"));
        let mut tail = [0u8; 3];
        assert!(!headers_end(&mut tail, b""));
        assert!(headers_end(&mut tail, b"a\r\n\r\nb"));
    }

    #[test]
    fn the_door_counts_every_socket_and_each_address() {
        let limits = Limits { max_connections: 3, max_connections_per_address: 2, ..Limits::default() };
        let admissions = Admissions::new(&limits);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let first = admissions.admit(a).expect("first");
        let _second = admissions.admit(a).expect("second");
        assert_eq!(admissions.admit(a).err(), Some(Refusal::AddressFull));
        let _third = admissions.admit(b).expect("another address");
        assert_eq!(admissions.admit(b).err(), Some(Refusal::ServerFull));
        drop(first);
        assert_eq!(admissions.held(), 2);
        assert!(admissions.admit(a).is_ok(), "a place given back is free again");
    }
}
