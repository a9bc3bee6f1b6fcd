//! The `plyyard-server` binary: parses the flags, opens the database, listens, and serves until
//! Ctrl-C or SIGTERM.

use clap::Parser;
use plyyard_server::config::Args;
use plyyard_server::{run, ServerConfig};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_new(&args.log).unwrap_or_else(|_| EnvFilter::new("info")))
        .with_writer(std::io::stderr)
        .init();
    let listener = match tokio::net::TcpListener::bind(args.listen).await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("cannot listen on {}: {error}", args.listen);
            return std::process::ExitCode::FAILURE;
        }
    };
    match listener.local_addr() {
        // Tests and scripts read this line to find the port.
        Ok(address) => println!("listening on {address}"),
        Err(error) => eprintln!("listening (address unknown: {error})"),
    }
    let config = ServerConfig { db: args.db.clone(), limits: args.limits(), stop_after_last_room: false };
    match run(listener, config, shutdown_signal()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("plyyard-server: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
}
