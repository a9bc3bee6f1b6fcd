//! Prints how long the invite QR code takes to make and to read: the SVG for the host's screen, a
//! 640×480 camera frame (JPEG, as the webview sends it), a 4000×3000 phone photo, and parsing the
//! link. Run with `cargo bench -p plyyard --bench qr_decode`; it prints figures, asserts nothing
//! about speed.

use base64::Engine as _;
use plyyard::invite::qr::{encode_svg, invite_from_image, ImageSource};
use plyyard::invite::Invite;
use std::time::Instant;

#[path = "common/frames.rs"]
mod frames;
use frames::picture;

/// Median of `runs` timings of `work`, in milliseconds.
fn median_ms(runs: usize, mut work: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let invite = Invite::new("ws://192.168.0.10:7878/ws", "K7QM2X", "8b5ad97f461bcc61e53ded60b6216ba3fdb50af8dfd4f0f0")
        .expect("valid");
    let link = invite.to_link();
    println!("invite link: {} bytes", link.len());
    let svg_ms = median_ms(50, || {
        encode_svg(&link, 240).expect("svg");
    });
    println!("QR code as SVG: {svg_ms:.3} ms (median of 50)");

    let frame = picture(&link, 640, 480, 5);
    let url = format!("data:image/jpeg;base64,{}", base64::engine::general_purpose::STANDARD.encode(&frame));
    println!("camera frame: 640x480 JPEG, {} KiB as a data URL", url.len() / 1024);
    let frame_ms = median_ms(20, || {
        assert_eq!(invite_from_image(ImageSource::DataUrl(url.clone())).as_ref(), Ok(&invite));
    });
    println!("read a camera frame (data URL -> invite): {frame_ms:.1} ms (median of 20)");

    let photo = picture(&link, 4000, 3000, 24);
    let photo_ms = median_ms(5, || {
        assert_eq!(invite_from_image(ImageSource::Bytes(photo.clone())).as_ref(), Ok(&invite));
    });
    println!("read a 4000x3000 photo ({} KiB JPEG): {photo_ms:.1} ms (median of 5)", photo.len() / 1024);

    let parse_ms = median_ms(1000, || {
        Invite::parse(&link).expect("parses");
    });
    println!("parse the link: {:.1} µs (median of 1000)", parse_ms * 1000.0);
}
