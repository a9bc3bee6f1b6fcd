//! QR codes of invite links: encoding to SVG (sharp at any size) with the `qrcode` crate, and
//! decoding camera frames or photos (PNG or JPEG bytes, or a `data:` URL from the webview) with
//! `rqrr`.
//!
//! Decoding is slow work (tens of milliseconds for a camera frame, more for a photo): the app runs
//! it off the UI thread through `crate::platform::scan_invite` (a thread natively, a Web Worker
//! in the browser). This module is pure and imports nothing else of the app.

use crate::invite::link::Invite;
use base64::Engine as _;
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// Images larger than this on either side are scaled down before decoding: a phone photo of
/// 4000 px holds no more of a QR code than 1600 px do, and takes ten times longer to scan.
pub const MAX_DECODE_SIDE: u32 = 1600;
/// The largest image accepted for decoding (bytes of the encoded file).
pub const MAX_IMAGE_BYTES: usize = 24 * 1024 * 1024;

/// Why a text could not be drawn as a QR code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QrEncodeError {
    #[error("the text is too long for a QR code")]
    TooLong,
}

/// Why no invite came out of an image.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum QrDecodeError {
    #[error("the image is too large")]
    TooLarge,
    #[error("not a data URL of an image")]
    BadDataUrl,
    #[error("the image could not be read: {0}")]
    BadImage(String),
    #[error("no QR code in the image")]
    NoCode,
    /// A QR code was read, but it is not a Ply Yard invite.
    #[error("this QR code is not a Ply Yard invite")]
    NotAnInvite,
    /// No thread or worker could read the picture.
    #[error("the picture could not be handed to a decoder")]
    NoDecoder,
}

/// The QR code of `text` as an SVG document (dark modules on white, with the quiet zone), at
/// least `min_size` pixels wide; scale it freely with CSS.
pub fn encode_svg(text: &str, min_size: u32) -> Result<String, QrEncodeError> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).map_err(|_| QrEncodeError::TooLong)?;
    Ok(code
        .render::<svg::Color<'_>>()
        .min_dimensions(min_size, min_size)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .quiet_zone(true)
        .build())
}

/// The QR code of `text` as greyscale pixels (`module_px` pixels per module, 4-module quiet
/// zone): `(side, pixels)` with `side * side` bytes, 0 = black. Used to make test images.
pub fn encode_luma(text: &str, module_px: usize) -> Result<(usize, Vec<u8>), QrEncodeError> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).map_err(|_| QrEncodeError::TooLong)?;
    let modules = code.width();
    let colors = code.to_colors();
    let module_px = module_px.max(1);
    let side = (modules + 8) * module_px;
    let mut pixels = vec![255u8; side * side];
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = ((x / module_px).wrapping_sub(4), (y / module_px).wrapping_sub(4));
            if mx < modules && my < modules && colors[my * modules + mx] == qrcode::Color::Dark {
                pixels[y * side + x] = 0;
            }
        }
    }
    Ok((side, pixels))
}

/// The PNG file of [`encode_luma`].
pub fn encode_png(text: &str, module_px: usize) -> Result<Vec<u8>, QrEncodeError> {
    let (side, pixels) = encode_luma(text, module_px)?;
    let side = u32::try_from(side).map_err(|_| QrEncodeError::TooLong)?;
    let image = image::GrayImage::from_raw(side, side, pixels).ok_or(QrEncodeError::TooLong)?;
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).map_err(|_| QrEncodeError::TooLong)?;
    Ok(out.into_inner())
}

/// The bytes of a `data:image/…;base64,…` URL (what a webview canvas or file reader gives).
pub fn data_url_bytes(url: &str) -> Result<Vec<u8>, QrDecodeError> {
    let rest = url.trim().strip_prefix("data:").ok_or(QrDecodeError::BadDataUrl)?;
    let (header, payload) = rest.split_once(',').ok_or(QrDecodeError::BadDataUrl)?;
    if !header.ends_with(";base64") {
        return Err(QrDecodeError::BadDataUrl);
    }
    if payload.len() / 4 * 3 > MAX_IMAGE_BYTES {
        return Err(QrDecodeError::TooLarge);
    }
    base64::engine::general_purpose::STANDARD.decode(payload.trim()).map_err(|_| QrDecodeError::BadDataUrl)
}

/// Every QR code text found in greyscale pixels (`width * height` bytes, row by row).
pub fn decode_luma(width: usize, height: usize, pixels: &[u8]) -> Vec<String> {
    if width == 0 || height == 0 || pixels.len() < width.saturating_mul(height) {
        return Vec::new();
    }
    // rqrr is not known to panic on any image, but a camera frame is outside input: a panic in
    // the decoder must cost one frame, not the app.
    std::panic::catch_unwind(|| {
        let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| pixels[y * width + x]);
        prepared.detect_grids().into_iter().filter_map(|grid| grid.decode().ok().map(|(_, text)| text)).collect()
    })
    .unwrap_or_default()
}

/// Every QR code text in a PNG or JPEG file.
pub fn decode_image(bytes: &[u8]) -> Result<Vec<String>, QrDecodeError> {
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(QrDecodeError::TooLarge);
    }
    let image = image::load_from_memory(bytes).map_err(|e| QrDecodeError::BadImage(e.to_string()))?;
    let image = if image.width() > MAX_DECODE_SIDE || image.height() > MAX_DECODE_SIDE {
        image.thumbnail(MAX_DECODE_SIDE, MAX_DECODE_SIDE)
    } else {
        image
    };
    let luma = image.to_luma8();
    let (w, h) = (luma.width() as usize, luma.height() as usize);
    Ok(decode_luma(w, h, luma.as_raw()))
}

/// The first Ply Yard invite among the QR codes found, or why there is none.
pub fn invite_from_texts(texts: &[String]) -> Result<Invite, QrDecodeError> {
    if texts.is_empty() {
        return Err(QrDecodeError::NoCode);
    }
    texts.iter().find_map(|t| Invite::parse(t).ok()).ok_or(QrDecodeError::NotAnInvite)
}

/// The invite in a PNG or JPEG file, or in a `data:` URL of one.
pub fn invite_from_image(bytes_or_url: ImageSource) -> Result<Invite, QrDecodeError> {
    let bytes = match bytes_or_url {
        ImageSource::Bytes(bytes) => bytes,
        ImageSource::DataUrl(url) => data_url_bytes(&url)?,
    };
    invite_from_texts(&decode_image(&bytes)?)
}

/// An image to scan: file bytes, or a data URL from the webview.
#[derive(Clone, Debug)]
pub enum ImageSource {
    Bytes(Vec<u8>),
    DataUrl(String),
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn invite() -> Invite {
        Invite::new("ws://10.0.0.7:7878/ws", "K7QM2X", "0123456789abcdef0123456789abcdef0123456789abcdef")
            .expect("valid")
    }

    #[test]
    fn svg_holds_a_drawing_of_the_code() {
        let svg = encode_svg(&invite().to_link(), 256).expect("encodes");
        assert!(svg.contains("<svg") && svg.contains("<path"), "{svg}");
        assert!(encode_svg(&"x".repeat(8000), 256).is_err());
    }

    #[test]
    fn png_round_trip_gives_back_the_invite() {
        let png = encode_png(&invite().to_link(), 4).expect("encodes");
        assert_eq!(invite_from_image(ImageSource::Bytes(png)), Ok(invite()));
    }

    #[test]
    fn a_jpeg_photo_with_noise_and_margin_still_decodes() {
        let (side, pixels) = encode_luma(&invite().to_link(), 5).expect("encodes");
        // The code in the middle of a larger grey picture, with some pixel noise.
        let big = side + 300;
        let mut canvas = image::GrayImage::from_pixel(big as u32, big as u32, image::Luma([180u8]));
        for y in 0..side {
            for x in 0..side {
                let noise = ((x * 31 + y * 17) % 23) as u8;
                let value = if pixels[y * side + x] == 0 { 20 + noise } else { 235 - noise };
                canvas.put_pixel((x + 150) as u32, (y + 120) as u32, image::Luma([value]));
            }
        }
        let mut jpeg = std::io::Cursor::new(Vec::new());
        image::DynamicImage::ImageLuma8(canvas).to_rgb8().write_to(&mut jpeg, image::ImageFormat::Jpeg).expect("jpeg");
        let url =
            format!("data:image/jpeg;base64,{}", base64::engine::general_purpose::STANDARD.encode(jpeg.into_inner()));
        assert_eq!(invite_from_image(ImageSource::DataUrl(url)), Ok(invite()));
    }

    #[test]
    fn a_code_that_is_not_an_invite_and_a_blank_image_are_told_apart() {
        let png = encode_png("https://example.com/hello", 4).expect("encodes");
        assert_eq!(invite_from_image(ImageSource::Bytes(png)), Err(QrDecodeError::NotAnInvite));
        let blank = image::GrayImage::from_pixel(64, 64, image::Luma([255u8]));
        let mut out = std::io::Cursor::new(Vec::new());
        blank.write_to(&mut out, image::ImageFormat::Png).expect("png");
        assert_eq!(invite_from_image(ImageSource::Bytes(out.into_inner())), Err(QrDecodeError::NoCode));
    }

    #[test]
    fn bad_inputs_get_typed_errors() {
        assert_eq!(data_url_bytes("hello"), Err(QrDecodeError::BadDataUrl));
        assert_eq!(data_url_bytes("data:image/png,abc"), Err(QrDecodeError::BadDataUrl));
        assert_eq!(data_url_bytes("data:image/png;base64,@@@"), Err(QrDecodeError::BadDataUrl));
        assert!(matches!(
            invite_from_image(ImageSource::Bytes(b"not an image".to_vec())),
            Err(QrDecodeError::BadImage(_))
        ));
        assert_eq!(decode_luma(10, 10, &[0; 5]), Vec::<String>::new());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn random_bytes_never_panic_the_decoder(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
            let _ = invite_from_image(ImageSource::Bytes(bytes));
        }

        #[test]
        fn random_pixels_never_panic_the_decoder(w in 1usize..64, h in 1usize..64, seed in any::<u64>()) {
            let pixels: Vec<u8> = (0..w * h).map(|i| ((i as u64).wrapping_mul(seed | 1) >> 7) as u8).collect();
            let _ = decode_luma(w, h, &pixels);
        }
    }
}
