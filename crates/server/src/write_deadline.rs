//! A write deadline on every socket: a client that takes none of what the server has to send for
//! the deadline is dropped. A socket's writes block only when its kernel buffer is full, which
//! small room messages never fill; a download does, when the client stops reading (found by an independent client: 40
//! sockets asking for a 5 MB file and never reading held the server's memory and sockets for as
//! long as they liked). The clock runs only while a write waits, and restarts at each byte taken.
//!
//! A write may wait longer than the deadline for a reader who keeps reading: the kernel wakes a
//! writer only once a third of the socket's send buffer (up to 4 MiB) is free, so a reader
//! taking 100 KB/s of a 12 MB file was dropped at 10.2 s (issue 48). So when the deadline passes
//! the socket is asked how many of its bytes the client has not yet acknowledged (`TIOCOUTQ`):
//! if at least [`FLOOR_BYTES_PER_SEC`] a second of the deadline were acknowledged since the
//! wait began (or since the last look), the client is reading and the clock starts again. A
//! client that stops reading is so dropped within two deadlines: at the first look its kernel may
//! still have been taking bytes into its receive buffer, which looks like reading.
//!
//! [`DeadlineStream`] wraps each socket the door hands to HTTP (and so the WebSocket it may
//! become); imports nothing of this crate.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// The slowest reading that keeps a waiting write alive: bytes acknowledged a second, over
/// each deadline's span.
pub(crate) const FLOOR_BYTES_PER_SEC: u64 = 10 * 1024;

/// A socket whose writes fail with `TimedOut` once one has waited for the deadline with the
/// client acknowledging less than the floor meanwhile.
pub(crate) struct DeadlineStream<S> {
    inner: S,
    deadline: Duration,
    /// The timer of the write waiting now; made at the first wait, reset at each later one.
    timer: Option<Pin<Box<Sleep>>>,
    /// Whether the last write waited (the timer then runs).
    waiting: bool,
    /// The TCP socket, to ask what it holds unacknowledged; `None` for a stream with no socket.
    fd: Option<i32>,
    /// Bytes unacknowledged when the wait began or at the last look.
    unacknowledged: Option<u64>,
}

impl<S> DeadlineStream<S> {
    pub(crate) fn new(inner: S, deadline: Duration, fd: Option<i32>) -> DeadlineStream<S> {
        DeadlineStream { inner, deadline, timer: None, waiting: false, fd, unacknowledged: None }
    }

    /// Bytes in the socket's send queue not yet acknowledged by the client.
    fn send_queue(&self) -> Option<u64> {
        let fd = self.fd?;
        let mut queued: libc::c_int = 0;
        // SAFETY: TIOCOUTQ writes one int; `fd` is the socket this stream owns, open while it lives.
        let status = unsafe { libc::ioctl(fd, libc::TIOCOUTQ, &mut queued) };
        (status == 0 && queued >= 0).then_some(queued as u64)
    }

    /// Whether the client acknowledged enough since the last look to count as reading.
    fn client_is_reading(&mut self) -> bool {
        let now = self.send_queue();
        let before = std::mem::replace(&mut self.unacknowledged, now);
        let floor = FLOOR_BYTES_PER_SEC * self.deadline.as_secs().max(1);
        matches!((before, now), (Some(before), Some(now)) if before.saturating_sub(now) >= floor)
    }

    /// Passes a write's answer on, or fails it once writes have waited for the deadline.
    fn watch<T>(&mut self, cx: &mut Context<'_>, polled: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if polled.is_ready() {
            self.waiting = false;
            return polled;
        }
        let until = Instant::now() + self.deadline;
        let timer = self.timer.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(until)));
        let starting = !self.waiting;
        if starting {
            self.waiting = true;
            timer.as_mut().reset(until);
        }
        if starting {
            self.unacknowledged = self.send_queue();
        }
        loop {
            let timer = self.timer.as_mut().expect("made above");
            if timer.as_mut().poll(cx).is_pending() {
                return Poll::Pending;
            }
            if !self.client_is_reading() {
                return Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "the client stopped reading")));
            }
            // Still reading, only slower than the kernel wakes writers: another span.
            let until = Instant::now() + self.deadline;
            self.timer.as_mut().expect("made above").as_mut().reset(until);
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for DeadlineStream<S> {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for DeadlineStream<S> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write(cx, data);
        this.watch(cx, polled)
    }
    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_flush(cx);
        this.watch(cx, polled)
    }
    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.watch(cx, polled)
    }
    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.watch(cx, polled)
    }
    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    const DEADLINE: Duration = Duration::from_millis(400);

    #[tokio::test]
    async fn a_write_that_waits_past_the_deadline_fails() {
        // A pipe whose other end nobody reads fills its 64-byte buffer, then waits.
        let (near, far) = tokio::io::duplex(64);
        let mut stream = DeadlineStream::new(near, DEADLINE, None);
        stream.write_all(&[1; 64]).await.expect("fits in the buffer");
        let started = Instant::now();
        let error = stream.write_all(&[2; 64]).await.expect_err("nobody reads");
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= DEADLINE, "not before the deadline");
        drop(far);
    }

    #[tokio::test]
    async fn a_slow_reader_keeps_the_writer_going_past_the_deadline() {
        // The reader takes a little every half deadline; the whole takes twice the deadline.
        let (near, mut far) = tokio::io::duplex(64);
        let mut stream = DeadlineStream::new(near, DEADLINE, None);
        let reader = tokio::spawn(async move {
            let mut buf = [0u8; 64];
            let mut taken = 0;
            while taken < 64 * 5 {
                tokio::time::sleep(DEADLINE / 2).await;
                taken += far.read(&mut buf).await.unwrap();
            }
        });
        let started = Instant::now();
        stream.write_all(&[3; 64 * 5]).await.expect("a slow reader is not a stalled one");
        assert!(started.elapsed() > DEADLINE, "the writer waited longer than the deadline in all");
        reader.await.unwrap();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_reader_slower_than_the_kernel_wakes_writers_is_not_cut() {
        // A 1 MiB send buffer wakes its writer only when a third is free: about 3.4 s apart for a
        // reader taking 100 KB/s, longer than the deadline; the acknowledgements show the reading.
        use std::os::fd::AsRawFd;
        const DEADLINE: Duration = Duration::from_secs(2);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let client = tokio::net::TcpSocket::new_v4().unwrap();
        client.set_recv_buffer_size(16 * 1024).unwrap();
        let mut far = client.connect(listener.local_addr().unwrap()).await.unwrap();
        let (near, _) = listener.accept().await.unwrap();
        let fd = near.as_raw_fd();
        let size: libc::c_int = 512 * 1024;
        // SAFETY: SO_SNDBUF reads one int from `size`; `fd` is `near`'s open socket.
        let set = unsafe {
            libc::setsockopt(
                fd,
                libc::SOL_SOCKET,
                libc::SO_SNDBUF,
                (&size as *const libc::c_int).cast(),
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            )
        };
        assert_eq!(set, 0);
        let mut stream = DeadlineStream::new(near, DEADLINE, Some(fd));
        const TOTAL: usize = 1536 * 1024;
        let reader = tokio::spawn(async move {
            let mut buf = vec![0u8; 10 * 1024];
            let mut taken = 0;
            while taken < TOTAL {
                match far.read(&mut buf).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => taken += n,
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            taken
        });
        let started = Instant::now();
        let written = stream.write_all(&vec![5u8; TOTAL]).await;
        let waited = started.elapsed();
        written.unwrap_or_else(|error| panic!("a steady reader was cut after {waited:?}: {error}"));
        assert!(waited > DEADLINE * 2, "the write outlasted the deadline: {waited:?}");
        drop(stream);
        assert_eq!(reader.await.unwrap(), TOTAL);
    }
}
