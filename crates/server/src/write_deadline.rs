//! A write deadline on every socket: a client that takes none of what the server has to send for
//! the deadline is dropped. A socket's writes block only when its kernel buffer is full, which
//! small room messages never fill; a download does, when the client stops reading (found by an independent client: 40
//! sockets asking for a 5 MB file and never reading held the server's memory and sockets for as
//! long as they liked). The clock runs only while a write waits, and restarts at each byte taken.
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

/// A socket whose writes fail with `TimedOut` once one has waited for the deadline.
pub(crate) struct DeadlineStream<S> {
    inner: S,
    deadline: Duration,
    /// The timer of the write waiting now; made at the first wait, reset at each later one.
    timer: Option<Pin<Box<Sleep>>>,
    /// Whether the last write waited (the timer then runs).
    waiting: bool,
}

impl<S> DeadlineStream<S> {
    pub(crate) fn new(inner: S, deadline: Duration) -> DeadlineStream<S> {
        DeadlineStream { inner, deadline, timer: None, waiting: false }
    }

    /// Passes a write's answer on, or fails it once writes have waited for the deadline.
    fn watch<T>(&mut self, cx: &mut Context<'_>, polled: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if polled.is_ready() {
            self.waiting = false;
            return polled;
        }
        let until = Instant::now() + self.deadline;
        let timer = self.timer.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(until)));
        if !self.waiting {
            self.waiting = true;
            timer.as_mut().reset(until);
        }
        match timer.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "the client stopped reading"))),
            Poll::Pending => Poll::Pending,
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
        let mut stream = DeadlineStream::new(near, DEADLINE);
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
        let mut stream = DeadlineStream::new(near, DEADLINE);
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
}
