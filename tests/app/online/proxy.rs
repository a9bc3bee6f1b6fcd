//! A TCP proxy for tests: forwards connections to a target, and can cut every open connection
//! and refuse new ones, like a phone losing its network, or send new ones elsewhere, like a load
//! balancer when a node goes down.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

pub struct Proxy {
    pub addr: SocketAddr,
    /// Where new connections go.
    target: Arc<Mutex<SocketAddr>>,
    refusing: Arc<AtomicBool>,
    links: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl Proxy {
    pub async fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind proxy");
        let addr = listener.local_addr().expect("proxy addr");
        let refusing = Arc::new(AtomicBool::new(false));
        let links: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let target = Arc::new(Mutex::new(target));
        let (refuse, held, to) = (refusing.clone(), links.clone(), target.clone());
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                if refuse.load(Ordering::SeqCst) {
                    drop(inbound);
                    continue;
                }
                let target = *to.lock().expect("proxy lock");
                let link = tokio::spawn(async move {
                    if let Ok(mut outbound) = TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
                held.lock().expect("proxy lock").push(link);
            }
        });
        Proxy { addr, target, refusing, links }
    }

    /// Sends new connections to `target` from now on (open ones stay where they are), as a
    /// load balancer does when a node goes down.
    pub fn retarget(&self, target: SocketAddr) {
        *self.target.lock().expect("proxy lock") = target;
    }

    /// Closes every connection open now (both sides see the socket end).
    pub fn cut(&self) {
        for link in self.links.lock().expect("proxy lock").drain(..) {
            link.abort();
        }
    }

    /// While true, new connections are accepted and closed at once.
    pub fn set_refusing(&self, refusing: bool) {
        self.refusing.store(refusing, Ordering::SeqCst);
    }
}
