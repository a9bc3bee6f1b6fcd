//! A room-service connection through the browser's `WebSocket`. Its callbacks push what happens
//! into a channel that [`Socket::recv`] reads, so the room client's loop is the same as natively.
//! A browser cannot send pings (it answers the server's on its own) nor say why a connection
//! failed, so a failed open is always [`ConnectError::NoAnswer`].

use crate::platform::{ConnectError, Incoming};
use futures_channel::{mpsc, oneshot};
use futures_util::StreamExt;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

/// A WebSocket to a room service.
pub struct Socket {
    socket: WebSocket,
    incoming: mpsc::UnboundedReceiver<Incoming>,
    // Kept alive as long as the socket calls them.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_close: Closure<dyn FnMut(CloseEvent)>,
    _on_open: Closure<dyn FnMut(web_sys::Event)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Socket {
    /// A browser cannot send pings; the server's pings keep the connection alive.
    pub const SENDS_PINGS: bool = false;

    /// Opens a socket to `url`; a message over `max_message` bytes closes it.
    pub async fn connect(url: &str, max_message: usize) -> Result<Socket, ConnectError> {
        let socket = WebSocket::new(url).map_err(|_| ConnectError::NoAnswer)?;
        let (push, incoming) = mpsc::unbounded();
        let (opened, open_answer) = oneshot::channel::<bool>();
        let opened = Rc::new(RefCell::new(Some(opened)));
        let answer_open = move |ok: bool| {
            if let Some(sender) = opened.borrow_mut().take() {
                let _ = sender.send(ok);
            }
        };
        let on_open = {
            let answer_open = answer_open.clone();
            Closure::<dyn FnMut(web_sys::Event)>::new(move |_| answer_open(true))
        };
        let on_error = {
            let (answer_open, push) = (answer_open.clone(), push.clone());
            Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
                answer_open(false);
                let _ = push.unbounded_send(Incoming::Closed);
            })
        };
        let on_close = {
            let push = push.clone();
            Closure::<dyn FnMut(CloseEvent)>::new(move |_| {
                answer_open(false);
                let _ = push.unbounded_send(Incoming::Closed);
            })
        };
        let on_message = {
            let closer = socket.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let incoming = match event.data().as_string() {
                    Some(text) if text.len() > max_message => {
                        // The server is not trusted to keep its messages small.
                        let _ = closer.close();
                        Incoming::Closed
                    }
                    Some(text) => Incoming::Text(text),
                    None => Incoming::Other,
                };
                let _ = push.unbounded_send(incoming);
            })
        };
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let socket = Socket {
            socket,
            incoming,
            _on_message: on_message,
            _on_close: on_close,
            _on_open: on_open,
            _on_error: on_error,
        };
        match open_answer.await {
            Ok(true) => Ok(socket),
            _ => Err(ConnectError::NoAnswer),
        }
    }

    /// Sends a text message; false when the connection is gone.
    pub async fn send(&mut self, text: String) -> bool {
        self.socket.ready_state() == WebSocket::OPEN && self.socket.send_with_str(&text).is_ok()
    }

    /// A browser sends no pings: true while the connection is open.
    pub async fn ping(&mut self) -> bool {
        self.socket.ready_state() == WebSocket::OPEN
    }

    /// The next thing the server sends.
    pub async fn recv(&mut self) -> Incoming {
        self.incoming.next().await.unwrap_or(Incoming::Closed)
    }

    /// Closes the connection.
    pub async fn close(&mut self) {
        let _ = self.socket.close();
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.socket.set_onopen(None);
        self.socket.set_onerror(None);
        self.socket.set_onclose(None);
        self.socket.set_onmessage(None);
        let _ = self.socket.close();
    }
}
